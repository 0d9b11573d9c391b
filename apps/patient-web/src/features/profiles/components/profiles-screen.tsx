import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@telehealth/ui';
import type { Profile } from '../utils/profile-types';
import { PageHeader } from '../../../components/page-header';
import { Screen } from '../../../components/screen';
import { StateMessage } from '../../../components/state-message';
import { useDeviceUser } from '../../../lib/device-user';
import { useProfiles } from '../api/get-profiles';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { ProfileCard } from './profile-card';
import { ProfileDialog } from './profile-dialog';

interface DialogState {
  open: boolean;
  profile: Profile | null;
}

/** My Profiles (route /profile): the people this device consults for. */
export function ProfilesScreen() {
  const navigate = useNavigate();
  const { deviceId, userId, error: userError } = useDeviceUser();
  const profiles = useProfiles(deviceId, Boolean(userId));
  // Each dialog keeps its profile while closing, so its text does not flip during the transition.
  const [dialog, setDialog] = useState<DialogState>({ open: false, profile: null });
  const [deleting, setDeleting] = useState<DialogState>({ open: false, profile: null });

  const openCreate = () => setDialog({ open: true, profile: null });

  let content;
  if (profiles.isError || userError) {
    content = (
      <StateMessage role="alert" title="Failed to fetch profiles">
        Please try again later
      </StateMessage>
    );
  } else if (!profiles.data) {
    content = <StateMessage role="status" title="Loading profiles..." />;
  } else if (profiles.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
        <h2 className="text-lg font-semibold text-ink">No Profiles Yet</h2>
        <p className="max-w-sm text-sm text-ink-muted">
          Create your first profile to save your information and make future consultations faster.
        </p>
        <Button onClick={openCreate} className="mt-2">
          Create Profile
        </Button>
      </div>
    );
  } else {
    content = (
      <ul aria-label="Profiles" className="grid gap-3 sm:grid-cols-2">
        {profiles.data.map((profile) => (
          <ProfileCard
            key={profile.id}
            profile={profile}
            onEdit={() => setDialog({ open: true, profile })}
            onDelete={() => setDeleting({ open: true, profile })}
          />
        ))}
      </ul>
    );
  }

  return (
    <Screen
      header={
        <PageHeader
          title="My Profiles"
          onBack={() => void navigate('/')}
          backLabel="Back to chat"
          actions={
            <button
              type="button"
              onClick={openCreate}
              className="inline-flex h-9 items-center gap-1 rounded-full border border-white/30 px-3 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
                <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
              </svg>
              New Profile
            </button>
          }
        />
      }
    >
      {content}
      <ProfileDialog
        open={dialog.open}
        profile={dialog.profile}
        deviceId={deviceId}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <DeleteProfileDialog
        open={deleting.open}
        profile={deleting.profile}
        deviceId={deviceId}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </Screen>
  );
}
