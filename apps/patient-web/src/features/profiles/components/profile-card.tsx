import { Badge, Button, Card } from '@telehealth/ui';
import { relationshipLabel } from '@telehealth/schema';
import type { Profile } from '../utils/profile-types';

interface ProfileCardProps {
  profile: Profile;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProfileCard({ profile, onEdit, onDelete }: ProfileCardProps) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-ink">{profile.fullName}</h2>
          <Badge variant="brand">{relationshipLabel(profile.relationship)}</Badge>
        </div>
        {profile.dateOfBirth || profile.mobileNumber ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {profile.dateOfBirth ? (
              <>
                <dt className="text-ink-muted">Date of Birth</dt>
                <dd className="text-ink">{profile.dateOfBirth}</dd>
              </>
            ) : null}
            {profile.mobileNumber ? (
              <>
                <dt className="text-ink-muted">Mobile</dt>
                <dd className="text-ink">{profile.mobileNumber}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <div className="mt-auto flex gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${profile.fullName}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${profile.fullName}`}
            className="text-danger hover:bg-danger-soft"
          >
            Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}
