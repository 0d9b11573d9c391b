import type { ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-constants';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  /** 'destructive' for failures; it is also announced assertively. */
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; defaults to TOAST_DURATION (5000). */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean };

export type ToastState = { toasts: ToastRecord[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastRecord }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastRecord> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions; an absent toastId means every toast. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

// One store per page, outside React, so toast() can be called from anywhere
// (mutation callbacks, socket handlers) and the viewport just subscribes.
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastState(): ToastState {
  return state;
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: 'REMOVE_TOAST', toastId: id });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it is removed from the state TOAST_REMOVE_DELAY ms later. */
export function dismissToast(toastId?: string): void {
  const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function updateToast(toastId: string, changes: ToastOptions): void {
  dispatch({ type: 'UPDATE_TOAST', toast: { ...changes, id: toastId } });
}

/** Removes one toast (or all) from the state at once. */
export function removeToast(toastId?: string): void {
  const ids = toastId === undefined ? [...removalTimers.keys()] : [toastId];
  for (const id of ids) {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
  }
  dispatch({ type: 'REMOVE_TOAST', toastId });
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: ToastOptions) => void;
};

/** Shows a toast, replacing the one on screen (only one is visible at a time). */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'ADD_TOAST', toast: { ...options, id, open: true } });
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}
