import { ConfirmDialog, toast } from '@telehealth/ui';
import { useBulkDelete } from '../api/bulk-delete';
import type { SettingsAction } from './settings-actions';

interface ClearDataDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its title does not change during the transition. */
  action: SettingsAction | null;
  userId: string | null;
  onClose: () => void;
}

/** Chosen → confirmed → busy; success toasts and closes, failure toasts and stays open (spec §4). */
export function ClearDataDialog({ open, action, userId, onClose }: ClearDataDialogProps) {
  const bulkDelete = useBulkDelete(userId);

  const confirm = () => {
    if (!action) return;
    bulkDelete.mutate(action.action, {
      onSuccess: (result) => {
        toast({ title: 'Success', description: result?.message || 'Data deleted successfully' });
        onClose();
      },
      onError: (err) => {
        console.error(err);
        toast({ title: 'Error', description: 'Failed to delete data. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onCancel={onClose}
      onConfirm={confirm}
      busy={bulkDelete.isPending}
      title={action?.title ?? ''}
      description="This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
    />
  );
}
