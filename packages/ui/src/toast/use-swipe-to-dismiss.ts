import { useRef, useState, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD } from './toast-constants';

type Start = { x: number; y: number; pointerId: number };

export type SwipeHandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
};

/**
 * Rightward swipe with any pointer (touch, pen, mouse). The element follows the finger;
 * on release it is dismissed when it travelled TOAST_SWIPE_THRESHOLD px or more to the
 * right, mostly horizontally, and springs back otherwise. Vertical drags are left to the
 * page, so scrolling past a toast still works.
 */
export function useSwipeToDismiss(onDismiss: () => void): { offset: number; handlers: SwipeHandlers } {
  const start = useRef<Start | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers: SwipeHandlers = {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerMove(event) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      if (dx > 0 && offset === 0) {
        // Keep receiving moves even when the pointer leaves the toast mid-swipe.
        try {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        } catch {
          // Some environments refuse capture for synthetic pointers; tracking still works.
        }
      }
      setOffset(Math.max(0, dx));
    },
    onPointerUp(event) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      reset();
      if (dx >= TOAST_SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) onDismiss();
    },
    onPointerCancel: reset,
  };

  return { offset, handlers };
}
