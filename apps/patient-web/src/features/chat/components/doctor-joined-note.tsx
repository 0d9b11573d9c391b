import { Avatar } from '@telehealth/ui';
import type { AssignedDoctor } from '@telehealth/schema';

/** Said in the chat where a human doctor took the consultation over from the AI doctor. */
export function DoctorJoinedNote({ doctor }: { doctor: AssignedDoctor }) {
  return (
    <p
      data-doctor-joined
      className="mx-auto flex max-w-full items-center gap-2 rounded-full bg-surface-muted px-3 py-1.5 text-center text-sm text-ink"
    >
      <Avatar avatarNumber={doctor.avatarNumber} size="sm" className="size-6" />
      <span className="min-w-0 break-words">Dr. {doctor.fullName} has joined</span>
    </p>
  );
}
