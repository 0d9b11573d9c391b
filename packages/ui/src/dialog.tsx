import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Portal,
} from '@headlessui/react';
import type { ReactNode, Ref } from 'react';
import { cx } from './class-names';
import { toastHostRef } from './toast/toast-layer';

export type DialogSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
};

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on a click outside, and by the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom, right-aligned on wide screens, stacked on phones. */
  footer?: ReactNode;
  size?: DialogSize;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** False while work is in flight: Escape and outside clicks then do nothing. */
  dismissible?: boolean;
  /** Shows an × button named 'Close' in the corner. */
  showCloseButton?: boolean;
  /** The panel element (focusable with tabIndex -1), to park focus on it while buttons are locked. */
  panelRef?: Ref<HTMLDivElement>;
  className?: string;
};

/**
 * A modal dialog: focus moves inside and is trapped there, Escape closes it, the page behind
 * is inert, and focus returns to the element that opened it. On open, focus goes to the
 * element carrying `data-autofocus` (e.g. the first form field), else to the dialog itself.
 * While open, the toasts move into the dialog's layer so that they stay live and dismissable.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  showCloseButton = false,
  panelRef,
  className,
}: DialogProps) {
  const requestClose = () => {
    if (dismissible) onClose();
  };
  return (
    <HeadlessDialog open={open} onClose={requestClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink/40 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            ref={panelRef}
            tabIndex={-1}
            transition
            className={cx(
              'relative w-full rounded-2xl outline-none bg-surface p-5 text-ink shadow-xl transition duration-200 sm:p-6',
              'data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none',
              sizeClasses[size],
              className,
            )}
          >
            <DialogTitle className={cx('text-lg font-semibold leading-7', showCloseButton && 'pr-10')}>
              {title}
            </DialogTitle>
            {description ? <Description className="mt-2 text-sm text-ink-muted">{description}</Description> : null}
            {children ? <div className="mt-4">{children}</div> : null}
            {footer ? (
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
            ) : null}
            {showCloseButton ? (
              <button
                type="button"
                onClick={requestClose}
                disabled={!dismissible}
                aria-label="Close"
                className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
              >
                <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
                  <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
                </svg>
              </button>
            ) : null}
          </DialogPanel>
        </div>
      </div>
      {/* A Headless UI Portal inside the dialog renders into the dialog's own layer and counts
          as part of the dialog: not inert, not an outside click, inside the Tab cycle. */}
      {open ? (
        <Portal>
          <div ref={toastHostRef} data-toast-host="" />
        </Portal>
      ) : null}
    </HeadlessDialog>
  );
}
