import { useState } from 'react';
import { Button, Card, CardContent } from '@telehealth/ui';
import { DoctorDetailsForm } from '../../../components/doctor-details/doctor-details-form';
import { detailsOf } from '../../../components/doctor-details/doctor-details';
import { PageHeader } from '../../../components/page-header';
import { useLogout } from '../../../hooks/use-logout';
import { useDoctorSession } from '../../../lib/doctor-session';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileDetails } from './profile-details';

/** The doctor's profile: details, avatar and signature, editable, and Logout. */
export function ProfileScreen() {
  const { doctor } = useDoctorSession();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile(doctor, () => setEditing(false));
  const logout = useLogout();

  return (
    <div className="min-h-dvh bg-canvas">
      <PageHeader
        back={{ to: '/doctor/waiting-room', label: 'Back to waiting room' }}
        title="My Profile"
        subtitle={`Dr. ${doctor.fullName}`}
        actions={
          <Button size="sm" variant="destructive" onClick={() => void logout()}>
            Logout
          </Button>
        }
      />
      <main className="mx-auto max-w-2xl px-3 py-5 sm:px-6 sm:py-8">
        <Card>
          <CardContent className="sm:p-8">
            {editing ? (
              <DoctorDetailsForm
                initial={detailsOf(doctor)}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                pending={update.isPending}
                onSubmit={(body) => update.mutate(body)}
                secondaryAction={
                  <Button variant="secondary" size="lg" onClick={() => setEditing(false)} disabled={update.isPending}>
                    Cancel
                  </Button>
                }
              />
            ) : (
              <div className="flex flex-col gap-6">
                <ProfileDetails doctor={doctor} />
                <Button variant="secondary" onClick={() => setEditing(true)} className="self-start">
                  Edit Profile
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
