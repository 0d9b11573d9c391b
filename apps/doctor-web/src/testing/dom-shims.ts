// jsdom lacks what Headless UI asks of a browser. Loaded before anything imports Headless UI,
// which otherwise installs a noisy stand-in of its own.

// No Web Animations API: answering "no animations" makes transitions finish at once.
if (typeof Element.prototype.getAnimations !== 'function') {
  Element.prototype.getAnimations = () => [];
}

// No ResizeObserver, which Headless UI uses to follow panel sizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
