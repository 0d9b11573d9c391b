// Browser APIs jsdom lacks. Imported before anything that loads Headless UI, which checks at import time.

// No Web Animations API: Headless UI transitions ask whether animations are running; "none" ends them at once.
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

// No scrolling: the message list scrolls to the newest message.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
