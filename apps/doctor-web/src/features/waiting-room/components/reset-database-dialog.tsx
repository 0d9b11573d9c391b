import { ConfirmDialog } from '@telehealth/ui';

interface ResetDatabaseDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ResetDatabaseDialog({ open, busy, onCancel, onConfirm }: ResetDatabaseDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title="Reset Doctor Database?"
      description="This deletes every doctor and all patient assignments, including yours, and returns you to sign-up. This action cannot be undone."
      confirmLabel="Reset"
      busyLabel="Resetting..."
    />
  );
}
