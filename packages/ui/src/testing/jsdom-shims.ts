// Browser APIs jsdom lacks, for tests of components built on Headless UI. Import it before anything
// that loads Headless UI, which checks at import time and would otherwise install a noisy stand-in.
// Guarded, so test files that run in the node environment can share a setup that imports it.

// No Web Animations API: Headless UI transitions ask whether animations are running; "none" ends them at once.
if (typeof Element !== 'undefined' && typeof Element.prototype.getAnimations !== 'function') {
  Element.prototype.getAnimations = () => [];
}

// No ResizeObserver, which Headless UI uses to follow panel sizes.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// No scrolling: message lists scroll to the newest message.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
