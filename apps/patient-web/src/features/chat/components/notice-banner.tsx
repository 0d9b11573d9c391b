import { useFirstShow } from '../hooks/use-first-show';
import { CrisisBanner } from './crisis-banner';
import { EmergencyBanner } from './emergency-banner';
import { UrgentBanner } from './urgent-banner';
import type { Notice } from './consultation-banner';

/** The banner of one notice; announced as an alert the first time this tab shows it. */
export function NoticeBanner({ notice, conversationId }: { notice: Notice; conversationId: string }) {
  const announce = useFirstShow(`${conversationId}:${notice}`);
  if (notice === 'crisis') return <CrisisBanner announce={announce} />;
  if (notice === 'emergency') return <EmergencyBanner announce={announce} />;
  return <UrgentBanner announce={announce} />;
}
