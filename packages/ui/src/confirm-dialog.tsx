import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  /** Cancel, Escape or a click outside; ignored while busy. */
  onCancel: () => void;
  /** The caller runs the work, sets `busy`, and closes the dialog (open=false) only on success. */
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  busy?: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  /** 'destructive' (default) for deletions; 'primary' for other confirmations. */
  confirmVariant?: 'destructive' | 'primary';
};

/**
 * A yes/no confirmation (role="alertdialog"). Focus starts on Cancel so that a stray Enter
 * never confirms a destructive action. While busy both buttons are disabled and the confirm
 * button shows `busyLabel`; on failure the caller clears `busy` and the dialog stays open.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  busy = false,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);

  // Disabling the focused confirm button drops focus to <body>, outside the dialog. Park it
  // on the panel while busy, and bring it back to the confirm button (to retry) on failure.
  useEffect(() => {
    if (open && busy && !wasBusy.current) panelRef.current?.focus();
    if (open && !busy && wasBusy.current) confirmRef.current?.focus();
    wasBusy.current = busy;
  }, [open, busy]);

  return (
    <Dialog
      panelRef={panelRef}
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
