import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareClinicClock } from '@telehealth/schema';
import { App } from './app/app';
import { ensureUsableDeviceId } from './lib/device-identity';
import './index.css';

/**
 * The first screen is already on show (drawn into index.html at build time): the app's first render
 * is a transition, done in short slices that leave the phone free to answer, and replaces it at once.
 */
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The start in three tasks rather than one long one, so a tap is never kept waiting behind it all:
// this module's evaluation, the clock's date data (the chat's first render prints the welcome's time),
// then the render.
if (ensureUsableDeviceId()) {
  setTimeout(() => {
    prepareClinicClock();
    setTimeout(render, 0);
  }, 0);
}
