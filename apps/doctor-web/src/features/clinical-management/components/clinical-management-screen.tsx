import { useParams } from 'react-router';
import { Button } from '@telehealth/ui';
import { useActionableItems, useToggleActionableItem } from '../../../api/actionable-items';
import { useClinicalManagement } from '../../../api/clinical-management';
import { conversationErrorText, useConversation } from '../../../api/conversation';
import { ConversationUnavailable } from '../../../components/conversation-unavailable';
import { DoctorMenu } from '../../../components/doctor-menu';
import { PageHeader } from '../../../components/page-header';
import { useDoctorSession } from '../../../lib/doctor-session';
import { useRegenerate } from '../api/regenerate';
import { AddCertificateCard } from './add-certificate-card';
import { ClinicalManagementCards } from './clinical-management-cards';
import { LoadingState } from '../../../components/loading-state';

/** Clinical Management (spec §2): the generated plan, cached for the conversation, with its items. */
export function ClinicalManagementScreen() {
  const { conversationId = '' } = useParams();
  const { deviceId } = useDoctorSession();
  const conversation = useConversation(conversationId, deviceId);
  const management = useClinicalManagement(conversationId, deviceId);
  const items = useActionableItems(conversationId, deviceId, management.isSuccess);
  const toggle = useToggleActionableItem(conversationId, deviceId);
  const { regenerate, isRegenerating } = useRegenerate(conversationId, deviceId);

  if (conversation.isError) {
    return (
      <ConversationUnavailable
        text={conversationErrorText(conversation.error)}
        back={{ to: '/doctor/waiting-room', label: 'Back to Waiting Room' }}
      />
    );
  }

  const text = management.data?.management.trim() ?? '';
  const lists = items.data?.actionableItems;
  // One proposal at a time: the control shows while no certificate waits to be issued, and never once closed.
  const canAddCertificate =
    lists !== undefined &&
    conversation.data?.closedByPatient === false &&
    !lists.certificates.some((item) => !item.issued);

  return (
    <div className="min-h-dvh bg-canvas">
      <PageHeader
        back={{ to: `/doctor/chat/${conversationId}`, label: 'Back to chat' }}
        title={conversation.data ? conversation.data.fullName || 'Anonymous Patient' : 'Loading...'}
        subtitle="Clinical Management"
        actions={
          <>
            <Button
              size="sm"
              variant="secondary"
              loading={isRegenerating}
              disabled={management.isPending}
              onClick={regenerate}
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              Regenerate
            </Button>
            <DoctorMenu />
          </>
        }
      />
      <main className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-5 sm:px-6 sm:py-8">
        {management.isPending ? (
          <LoadingState text="Loading Clinical Management..." />
        ) : management.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="font-medium text-danger">Failed to generate clinical management</p>
            <Button variant="secondary" onClick={() => void management.refetch()}>
              Try again
            </Button>
          </div>
        ) : !text ? (
          <p className="py-16 text-center text-ink-muted">No clinical management data available</p>
        ) : (
          <>
            <ClinicalManagementCards management={text} items={lists} onToggle={(item) => toggle.mutate(item)} />
            {canAddCertificate ? (
              <AddCertificateCard
                conversationId={conversationId}
                deviceId={deviceId}
                requested={conversation.data?.certificateRequest != null}
              />
            ) : null}
            {items.isPending ? (
              <LoadingState text="Loading clinical management..." compact />
            ) : items.isError ? (
              <p role="alert" className="text-sm text-danger">
                Failed to fetch actionable items
              </p>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
