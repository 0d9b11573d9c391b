import type { Conversation } from '@telehealth/schema';
import { useFirstShow } from '../hooks/use-first-show';
import { CrisisBanner } from './crisis-banner';
import { EmergencyBanner } from './emergency-banner';
import { UrgentBanner } from './urgent-banner';

type Notice = 'crisis' | 'emergency' | 'urgent';

/** The one notice a conversation needs, most serious first. */
export function noticeOf(conversation: Pick<Conversation, 'crisis' | 'triage'> | undefined): Notice | null {
  if (!conversation) return null;
  if (conversation.crisis) return 'crisis';
  if (conversation.triage === 'emergency' || conversation.triage === 'urgent') return conversation.triage;
  return null;
}

function Banner({ notice, conversationId }: { notice: Notice; conversationId: string }) {
  const announce = useFirstShow(`${conversationId}:${notice}`);
  if (notice === 'crisis') return <CrisisBanner announce={announce} />;
  if (notice === 'emergency') return <EmergencyBanner announce={announce} />;
  return <UrgentBanner announce={announce} />;
}

/** Crisis support, the emergency advice or the urgent notice, pinned above the messages. */
export function ConsultationBanner({ conversation }: { conversation: Conversation | undefined }) {
  const notice = noticeOf(conversation);
  if (!notice || !conversation) return null;
  return <Banner key={`${conversation.id}:${notice}`} notice={notice} conversationId={conversation.id} />;
}
