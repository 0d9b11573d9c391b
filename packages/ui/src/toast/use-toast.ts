import { useSyncExternalStore } from 'react';
import {
  dismissToast,
  getToastState,
  removeToast,
  subscribeToToasts,
  toast,
  updateToast,
  type ToastRecord,
} from './toast-store';

export type UseToastResult = {
  /** The toasts in the state, newest first, open or dismissed (at most TOAST_LIMIT). */
  toasts: ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
  update: typeof updateToast;
  remove: typeof removeToast;
};

export function useToast(): UseToastResult {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return { toasts, toast, dismiss: dismissToast, update: updateToast, remove: removeToast };
}
