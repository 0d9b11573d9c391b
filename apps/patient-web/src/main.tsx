import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureUsableDeviceId } from './lib/device-identity';
import './index.css';

if (ensureUsableDeviceId()) {
  const root = createRoot(document.getElementById('root')!);
  // The first screen is already on show (drawn into index.html at build time): the app's first render
  // is a transition, done in short slices that leave the phone free to answer, and replaces it at once.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
