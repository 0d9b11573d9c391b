import { Avatar, Logo } from '@telehealth/ui';
import type { AssignedDoctor, Message } from '@telehealth/schema';

/** The AI doctor, named as such beside its own picture (the product's mark). */
export const aiDoctorAuthor = {
  name: 'AI Doctor',
  avatar: (
    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50" aria-hidden="true">
      <Logo className="size-4" />
    </span>
  ),
};

/** A human doctor: their avatar and 'Dr. ' plus their full name, as the doctors list names them. */
function humanDoctor(doctor: AssignedDoctor | null | undefined) {
  return {
    name: doctor ? `Dr. ${doctor.fullName}` : 'Doctor',
    avatar: <Avatar avatarNumber={doctor?.avatarNumber} size="sm" className="size-6" />,
  };
}

/**
 * Who wrote a doctor-side message: the AI doctor writes markdown, a human doctor (typed words and
 * issued documents) plain text. The patient's own messages need no name.
 */
export function authorOf(message: Message, doctor: AssignedDoctor | null | undefined) {
  if (message.sender !== 'doctor') return undefined;
  return message.format === 'markdown' ? aiDoctorAuthor : humanDoctor(doctor);
}
