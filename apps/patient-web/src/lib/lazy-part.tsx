import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of a screen split from the app's first download, for what is not drawn on the first paint
 * (a notice, the quick replies, the notifications region). `preload()` fetches it once the screen is
 * up; from then on it renders at once, as if it had never been split. Until its code has arrived it
 * renders nothing. Unlike React.lazy it never suspends: a Suspense boundary would hide its
 * neighbours and hold the part back for its reveal delay, after the list has already scrolled.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        // Forgotten, so that the next render or preload tries again.
        loading = undefined;
        throw err;
      },
    ));

  function Part(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      fetchPart().then(
        (component) => mounted && setComponent(() => component),
        (err: unknown) => console.error('Could not load a part of the screen', err),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }

  return Object.assign(Part, { preload: () => void fetchPart().catch(() => {}) });
}

/** Runs `task` when the browser has a moment to spare (soon in any case), not during the first paint. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
