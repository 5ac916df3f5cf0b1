import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { startErrorReporting } from '../web/lib/error-reporting';
import { App } from './app';
import { CrashBoundary } from './components/crash-boundary';
import './styles.css';

// The public booking pages' own entry: plain React and one CSS file, no dashboard libraries.
startErrorReporting();
// The forms validate with the server's zod schemas. Zod's fast path probes `new Function`, which the
// Content-Security-Policy (script-src 'self') refuses and the browser reports as a violation
// (Lighthouse's "issues" audit, issue 19): validate without it.
zodConfig({ jitless: true });
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
