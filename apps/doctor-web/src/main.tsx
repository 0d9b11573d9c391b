import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves once the router has the first screen's code (each screen is its own chunk). */
function firstScreenReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function render(container: HTMLElement) {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The first screen is already on show (drawn into index.html at build time). The app waits for that
// screen's code rather than replacing it with a spinner meanwhile, and its first render is a
// transition, done in short slices that leave the phone free to answer. It starts in a task of its
// own, not straight after this module's evaluation: together they would be one long task.
void firstScreenReady().then(() => setTimeout(() => render(root), 0));
