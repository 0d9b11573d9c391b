import { useEffect } from 'react';
import type { Conversation } from '@telehealth/schema';
import { lazyPart, whenIdle } from '../../../lib/lazy-part';

export type Notice = 'crisis' | 'emergency' | 'urgent';

// Most consultations never show a notice: its banners are not part of the chat's first download,
// but are fetched as soon as the chat is up, so a notice that arrives shows without a wait.
const NoticeBanner = lazyPart(() => import('./notice-banner').then((m) => m.NoticeBanner));

/** The one notice a conversation needs, most serious first. */
export function noticeOf(conversation: Pick<Conversation, 'crisis' | 'triage'> | undefined): Notice | null {
  if (!conversation) return null;
  if (conversation.crisis) return 'crisis';
  if (conversation.triage === 'emergency' || conversation.triage === 'urgent') return conversation.triage;
  return null;
}

/** Crisis support, the emergency advice or the urgent notice, pinned above the messages. */
export function ConsultationBanner({ conversation }: { conversation: Conversation | undefined }) {
  useEffect(() => whenIdle(NoticeBanner.preload), []);
  const notice = noticeOf(conversation);
  if (!notice || !conversation) return null;
  return <NoticeBanner key={`${conversation.id}:${notice}`} notice={notice} conversationId={conversation.id} />;
}
