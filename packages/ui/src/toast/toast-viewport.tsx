import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_HOTKEY, TOAST_VIEWPORT_LABEL } from './toast-constants';
import { dismissToast } from './toast-store';
import { ToastItem } from './toast-item';
import { useToast } from './use-toast';

/**
 * The region that shows the open toast: top of the screen on phones (the chat's input bar
 * owns the bottom), bottom-right on wider screens. F8 moves focus here from anywhere.
 */
export function ToastViewport() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);
  const [regionFocused, setRegionFocused] = useState(false);
  const onDismiss = useCallback((id: string) => dismissToast(id), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((t) => t.open);

  return (
    <section
      ref={regionRef}
      role="region"
      aria-label={TOAST_VIEWPORT_LABEL}
      aria-keyshortcuts={TOAST_HOTKEY}
      tabIndex={-1}
      // Only focus on the region element itself (F8) counts here; the region is never
      // unmounted, so its blur always arrives. Toasts track their own hover and focus.
      onFocus={(event) => setRegionFocused(event.target === event.currentTarget)}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setRegionFocused(false);
      }}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 outline-none sm:top-auto sm:bottom-0 sm:left-auto sm:justify-end"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} regionFocused={regionFocused} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
