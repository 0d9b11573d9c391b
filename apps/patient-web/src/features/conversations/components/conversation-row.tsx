import { useClinicTimeZone } from '@telehealth/api-client';
import { Avatar, Badge, Logo } from '@telehealth/ui';
import { PRODUCT_NAME, type Conversation } from '@telehealth/schema';
import { formatListTime } from '../../../lib/format-time';

/** One consultation: who it is with, the diagnosis if any, when, and the last message. */
export function ConversationRow({ conversation, onSelect }: { conversation: Conversation; onSelect: () => void }) {
  const doctor = conversation.assignedDoctor;
  const name = doctor ? `Dr. ${doctor.fullName}` : PRODUCT_NAME;
  const timeZone = useClinicTimeZone();
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {doctor ? (
          <Avatar avatarNumber={doctor.avatarNumber} size="md" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
            <Logo className="size-7" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="min-w-0 truncate font-semibold text-ink">{name}</span>
            {conversation.diagnosisName ? <Badge variant="brand">{conversation.diagnosisName}</Badge> : null}
            <time dateTime={conversation.timestamp} className="ml-auto shrink-0 text-xs text-ink-muted">
              {formatListTime(conversation.timestamp, timeZone)}
            </time>
          </span>
          <span className="line-clamp-2 text-sm text-ink-muted">{conversation.lastMessage || 'No messages yet'}</span>
        </span>
      </button>
    </li>
  );
}
