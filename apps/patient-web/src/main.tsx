import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '@telehealth/ui';
import { App } from './app/app';
import { ensureUsableDeviceId } from './lib/device-identity';
import './index.css';

document.title = PRODUCT_NAME;

if (ensureUsableDeviceId()) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
