import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

// The public booking pages' own entry: plain React and one CSS file, no dashboard libraries.
const root = document.getElementById('root');
if (root) {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
