import type { Doctor } from '@telehealth/schema';
import { Avatar, Badge, Button, Switch } from '@telehealth/ui';
import { DoctorMenu } from '../../../components/doctor-menu';

interface WaitingRoomHeaderProps {
  doctor: Doctor;
  available: boolean;
  availabilityPending: boolean;
  /** A doctor pending verification cannot go available. */
  availabilityLocked: boolean;
  onAvailabilityChange: (available: boolean) => void;
  onResetRequest: () => void;
}

/** The doctor's name, availability and the reset-database button (spec §2). */
export function WaitingRoomHeader({
  doctor,
  available,
  availabilityPending,
  availabilityLocked,
  onAvailabilityChange,
  onResetRequest,
}: WaitingRoomHeaderProps) {
  return (
    <header className="sticky top-0 z-30 bg-header text-white shadow-sm">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-6">
        <Avatar avatarNumber={doctor.avatarNumber} size="md" />
        <div className="min-w-0 flex-1">
          <h1 className="text-base font-semibold break-words sm:text-lg">Dr. {doctor.fullName}</h1>
          <p className="text-xs text-white/70 sm:text-sm">Waiting Room</p>
        </div>
        <div className="flex items-center gap-2 sm:gap-3">
          <Badge variant={available ? 'success' : 'neutral'}>{available ? 'Available' : 'Offline'}</Badge>
          <Switch
            label="Availability"
            hideLabel
            tone="dark"
            checked={available}
            disabled={availabilityPending || availabilityLocked}
            onChange={onAvailabilityChange}
          />
          <Button variant="destructive" size="sm" onClick={onResetRequest}>
            Reset Database
          </Button>
          <DoctorMenu />
        </div>
      </div>
    </header>
  );
}
