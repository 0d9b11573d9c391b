import { useEffect, useRef, useState } from 'react';
import { cx } from '../class-names';
import { TOAST_DURATION } from './toast-constants';
import type { ToastRecord } from './toast-store';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

export type ToastItemProps = {
  toast: ToastRecord;
  /** True while the notifications region itself has focus (after F8). */
  regionFocused: boolean;
  onDismiss: (id: string) => void;
};

const variantClasses = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
} as const;

/** One notification: dismisses itself after its duration, on a right swipe, or on Close. */
export function ToastItem({ toast, regionFocused, onDismiss }: ToastItemProps) {
  const { id, title, description, variant = 'default', duration = TOAST_DURATION } = toast;
  const remaining = useRef(duration);
  const { offset, handlers } = useSwipeToDismiss(() => onDismiss(id));
  // Hover and focus are tracked on the toast itself, not on the region: a toast removed
  // under the pointer or with focus inside gets no pointerleave/blur, and a region-level
  // flag would then stay set and freeze every later toast.
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const paused = regionFocused || hovered || focusWithin;

  // The countdown stops while the toast is being read, and resumes with the time left.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={variant}
      {...handlers}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      className={cx(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
        'animate-toast-in motion-reduce:animate-none',
        offset === 0 && 'transition-transform duration-150',
        variantClasses[variant],
      )}
    >
      <div className="grid min-w-0 gap-1">
        {title ? <div className="text-sm font-semibold">{title}</div> : null}
        {description ? (
          <div className={cx('text-sm', variant === 'destructive' ? 'text-white/90' : 'text-ink-muted')}>
            {description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => onDismiss(id)}
        className={cx(
          'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2',
          variant === 'destructive'
            ? 'text-white/80 hover:bg-white/15 focus-visible:outline-white'
            : 'text-ink-muted hover:bg-surface-muted focus-visible:outline-brand-600',
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
        </svg>
      </button>
    </div>
  );
}
