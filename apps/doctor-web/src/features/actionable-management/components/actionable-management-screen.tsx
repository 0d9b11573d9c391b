import { Link, useParams } from 'react-router';
import { Button } from '@telehealth/ui';
import { useActionableItems, useToggleActionableItem } from '../../../api/actionable-items';
import { useClinicalManagement } from '../../../api/clinical-management';
import { conversationErrorText, useConversation } from '../../../api/conversation';
import { ConversationUnavailable } from '../../../components/conversation-unavailable';
import { DoctorMenu } from '../../../components/doctor-menu';
import { MarkdownCard } from '../../../components/markdown-card';
import { PageHeader } from '../../../components/page-header';
import { hasAnyItem, pendingDocumentItems } from '../../../lib/actionable-items';
import { useDoctorSession } from '../../../lib/doctor-session';
import { useIssueItems } from '../api/issue-items';
import { ActionableItemCards } from './actionable-item-cards';
import { LoadingState } from '../../../components/loading-state';

function Status({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'danger' }) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={'py-16 text-center ' + (tone === 'danger' ? 'text-danger' : 'text-ink-muted')}
    >
      {children}
    </p>
  );
}

/** Actionable Management (spec §2): tick what the patient should get, then Issue it into the chat. */
export function ActionableManagementScreen() {
  const { conversationId = '' } = useParams();
  const { deviceId } = useDoctorSession();
  const chatPath = `/doctor/chat/${conversationId}`;
  const conversation = useConversation(conversationId, deviceId);
  const management = useClinicalManagement(conversationId, deviceId);
  const items = useActionableItems(conversationId, deviceId, management.isSuccess);
  const toggle = useToggleActionableItem(conversationId, deviceId);
  const { issue, isIssuing } = useIssueItems(conversationId, deviceId);

  if (conversation.isError) {
    return (
      <ConversationUnavailable
        text={conversationErrorText(conversation.error)}
        back={{ to: chatPath, label: 'Back to Chat' }}
      />
    );
  }

  const summaryText = conversation.data?.summaryText;
  const closed = conversation.data?.closedByPatient === true;
  // Known only once the conversation has loaded; until then nothing is said about it.
  const needsName = conversation.isSuccess && !conversation.data.fullName && !closed;
  const body = () => {
    if (conversation.isPending || management.isPending) {
      return <LoadingState text="Loading..." />;
    }
    if (management.isError) return <Status tone="danger">Failed to fetch clinical management</Status>;
    if (!management.data.management.trim()) return <Status>No clinical management found</Status>;
    if (items.isPending) {
      return <LoadingState text="Loading..." />;
    }
    if (items.isError) return <Status tone="danger">Failed to fetch actionable items</Status>;
    const lists = items.data.actionableItems;
    if (!hasAnyItem(lists)) return <Status>No actionable items found in clinical management</Status>;
    return (
      <>
        {needsName && pendingDocumentItems(lists) > 0 ? (
          <div
            role="note"
            className="rounded-2xl border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning"
          >
            <p>
              Certificates, investigation requests and referral letters are issued as documents with the patient&apos;s
              full name on them, and the patient&apos;s name is not recorded yet.
            </p>
            <Link to={chatPath} className="mt-1 inline-block font-medium underline">
              Add the patient&apos;s details in the chat
            </Link>
          </div>
        ) : null}
        <ActionableItemCards items={lists} onToggle={(item) => toggle.mutate(item)} needsName={needsName} />
      </>
    );
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <PageHeader
        back={{ to: chatPath, label: 'Back to chat' }}
        title={conversation.data ? conversation.data.fullName || 'Anonymous Patient' : 'Loading...'}
        subtitle="Actionable Management"
        actions={
          <>
            <Button
              size="sm"
              loading={isIssuing}
              disabled={closed}
              onClick={() => issue(items.data?.actionableItems, !needsName)}
            >
              Issue
            </Button>
            <DoctorMenu clinicalConversationId={conversationId} />
          </>
        }
      />
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-5 sm:px-6 sm:py-8">
        {closed ? (
          <p role="status" className="rounded-2xl bg-surface-muted px-4 py-3 text-sm">
            <strong>Closed by the patient.</strong> This consultation is kept as the clinical record: nothing more can
            be issued into it.
          </p>
        ) : null}
        {summaryText ? <MarkdownCard title="Clinical Summary" markdown={summaryText} /> : null}
        {body()}
      </main>
    </div>
  );
}
