import { ConfirmDialog, toast } from '@telehealth/ui';
import type { Profile } from '../utils/profile-types';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteProfile } from '../api/save-profile';

interface DeleteProfileDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not change during the transition. */
  profile: Profile | null;
  deviceId: string;
  onClose: () => void;
}

/** Confirms a profile deletion; on success the list refreshes and the dialog closes. */
export function DeleteProfileDialog({ open, profile, deviceId, onClose }: DeleteProfileDialogProps) {
  const deleteProfile = useDeleteProfile(deviceId);

  const confirm = () =>
    deleteProfile.mutate(profile?.id ?? null, {
      onSuccess: () => {
        toast({ title: 'Profile Deleted', description: 'The profile has been deleted successfully.' });
        onClose();
      },
      onError: (err) =>
        toast({
          title: 'Deletion Failed',
          description: errorMessage(err) || 'Failed to delete profile',
          variant: 'destructive',
        }),
    });

  return (
    <ConfirmDialog
      open={open}
      onCancel={onClose}
      onConfirm={confirm}
      busy={deleteProfile.isPending}
      title="Delete Profile"
      description={`Are you sure you want to delete the profile for ${profile?.fullName ?? ''}? This action cannot be undone.`}
    />
  );
}
