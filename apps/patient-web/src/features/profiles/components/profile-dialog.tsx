import { useState, type FormEvent } from 'react';
import { Button, Dialog, toast } from '@telehealth/ui';
import type { Profile } from '../utils/profile-types';
import { errorMessage } from '../../../lib/error-message';
import { useCreateProfile, useUpdateProfile } from '../api/save-profile';
import {
  emptyProfileForm,
  profileToForm,
  toCreateBody,
  toUpdateBody,
  type ProfileFormValues,
} from '../utils/profile-form';
import { ProfileFormFields } from './profile-form-fields';

interface ProfileDialogProps {
  open: boolean;
  /** The profile to edit; null creates a new one. */
  profile: Profile | null;
  deviceId: string;
  onClose: () => void;
}

/**
 * Create or edit a profile (spec §4). Edit starts from the profile; closing in any way resets the form
 * to its defaults; a successful save closes it and refreshes the list.
 */
export function ProfileDialog({ open, profile, deviceId, onClose }: ProfileDialogProps) {
  const [values, setValues] = useState<ProfileFormValues>(emptyProfileForm);
  const createProfile = useCreateProfile(deviceId);
  const updateProfile = useUpdateProfile(deviceId);
  const saving = createProfile.isPending || updateProfile.isPending;
  const editing = profile !== null;

  // Opening (or switching profiles while open) starts the form afresh, during render so that the
  // dialog never shows the previous values for a frame.
  const [shown, setShown] = useState({ open: false, profile: null as Profile | null });
  if (shown.open !== open || shown.profile !== profile) {
    setShown({ open, profile });
    if (open) setValues(profile ? profileToForm(profile) : emptyProfileForm());
  }

  const close = () => {
    setValues(emptyProfileForm());
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.fullName.trim() || saving) return;
    if (editing) {
      updateProfile.mutate(
        { id: profile.id, body: toUpdateBody(values, profile) },
        {
          onSuccess: () => {
            toast({ title: 'Profile Updated', description: 'The profile has been updated successfully.' });
            close();
          },
          onError: (err) =>
            toast({
              title: 'Update Failed',
              description: errorMessage(err) || 'Failed to update profile',
              variant: 'destructive',
            }),
        },
      );
    } else {
      createProfile.mutate(toCreateBody(values), {
        onSuccess: () => {
          toast({ title: 'Profile Created', description: 'The profile has been created successfully.' });
          close();
        },
        onError: (err) =>
          toast({
            title: 'Creation Failed',
            description: errorMessage(err) || 'Failed to create profile',
            variant: 'destructive',
          }),
      });
    }
  };

  const formId = 'profile-form';
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!saving}
      showCloseButton
      size="lg"
      title={editing ? 'Edit Profile' : 'Create New Profile'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!values.fullName.trim()} loading={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <ProfileFormFields values={values} onChange={setValues} />
      </form>
    </Dialog>
  );
}
