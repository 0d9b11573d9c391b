import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_HOTKEY, TOAST_VIEWPORT_LABEL } from './toast-constants';
import { dismissToast } from './toast-store';
import { ToastItem } from './toast-item';
import { useToastHost } from './toast-layer';
import { useToast } from './use-toast';

/**
 * The region that shows the open toast: on phones at the top, just under the 3.5rem header so
 * it never hides the header's buttons (the chat's input bar owns the bottom), bottom-right on
 * wider screens. F8 moves focus here from anywhere.
 *
 * The region lives in a layer element of its own, which sits where the viewport is mounted
 * and moves into the open dialog's layer while a dialog is open (the page behind it is inert
 * then). Moving the element, rather than re-rendering the region elsewhere, keeps the toast's
 * state: its countdown, hover and focus.
 */
export function ToastViewport() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);
  const [regionFocused, setRegionFocused] = useState(false);
  const homeRef = useRef<HTMLDivElement>(null);
  const [layer] = useState(() => document.createElement('div'));
  const host = useToastHost();
  const onDismiss = useCallback((id: string) => dismissToast(id), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useLayoutEffect(() => {
    (host ?? homeRef.current)?.appendChild(layer);
    return () => {
      // A moved element loses focus without a blur event in some browsers; blur it first so
      // that the region's and the toasts' focus flags (they pause the countdown) are cleared.
      const active = layer.ownerDocument.activeElement;
      if (active instanceof HTMLElement && layer.contains(active)) active.blur();
      layer.remove();
    };
  }, [host, layer]);

  const visible = toasts.filter((t) => t.open);

  const region = (
    <section
      ref={regionRef}
      role="region"
      aria-label={TOAST_VIEWPORT_LABEL}
      aria-keyshortcuts={TOAST_HOTKEY}
      tabIndex={-1}
      // Only focus on the region element itself (F8) counts here; the region is never
      // unmounted, and is blurred before it moves, so its blur always arrives. Toasts track their own hover and focus.
      onFocus={(event) => setRegionFocused(event.target === event.currentTarget)}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setRegionFocused(false);
      }}
      className="pointer-events-none fixed inset-x-0 top-14 z-[100] flex justify-center p-4 outline-none sm:top-auto sm:bottom-0 sm:left-auto sm:justify-end"
    >
      {/* A plain container: each toast is a live region (status or alert), which list items may not be. */}
      <div className="flex w-full max-w-sm flex-col gap-2">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} regionFocused={regionFocused} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );

  // The home element stays in place; the layer (and the region in it) is moved by the effect.
  return <div ref={homeRef}>{createPortal(region, layer)}</div>;
}
