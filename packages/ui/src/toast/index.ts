export {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_LABEL,
} from './toast-constants';
export {
  dismissToast,
  removeToast,
  toast,
  toastReducer,
  updateToast,
  type ToastAction,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastState,
  type ToastVariant,
} from './toast-store';
export { useToast, type UseToastResult } from './use-toast';
export { ToastProvider, type ToastProviderProps } from './toast-provider';
export { ToastViewport } from './toast-viewport';
