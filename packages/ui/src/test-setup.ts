// Test-only environment shims; nothing here ships to the apps. Guarded so that files
// running in the node environment (theme.test.ts) can share this setup.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no Web Animations API; Headless UI transitions ask it whether animations
// are running. Answering "none" quietly makes transitions finish at once.
if (typeof Element !== 'undefined' && typeof Element.prototype.getAnimations !== 'function') {
  Element.prototype.getAnimations = () => [];
}

// jsdom lacks ResizeObserver, which Headless UI uses to follow panel sizes.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
