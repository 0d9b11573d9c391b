import type { ReactNode } from 'react';
import { ToastViewport } from './toast-viewport';

export type ToastProviderProps = { children?: ReactNode };

/**
 * Mount once near the root of each app. Renders the app, then the notifications region,
 * which shows whatever toast() and useToast().toast() put up from anywhere in the page.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  );
}
