// First: before any module builds a zod schema.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startErrorReporting } from '../web/lib/error-reporting';
import { App } from './app';
import { CrashBoundary } from './components/crash-boundary';
import './styles.css';

// The public booking pages' own entry: plain React and one CSS file, no dashboard libraries.
startErrorReporting();
const root = document.getElementById('root');
if (root) {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <App />
      </CrashBoundary>
    </StrictMode>,
  );
}
