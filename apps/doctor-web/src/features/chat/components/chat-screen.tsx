import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMessageTime, useClinicTimeZone } from '@telehealth/api-client';
import { Button, ChatBubble, MessageList, buttonClasses } from '@telehealth/ui';
import { conversationErrorText, useConversation } from '../../../api/conversation';
import { useMessages } from '../../../api/messages';
import { ConversationUnavailable } from '../../../components/conversation-unavailable';
import { DoctorMenu } from '../../../components/doctor-menu';
import { PageHeader } from '../../../components/page-header';
import { useDoctorSession } from '../../../lib/doctor-session';
import { useSendMessage } from '../api/send-message';
import { useConversationSocket } from '../hooks/use-conversation-socket';
import { MessageComposer } from './message-composer';
import { MessageContent } from './message-content';
import { PatientInfoPanel } from './patient-info-panel';
import { LoadingState } from '../../../components/loading-state';

/** The doctor's side of the consultation (spec §2): roles flipped, the doctor's words on the right. */
export function ChatScreen() {
  const { conversationId = '' } = useParams();
  const { doctor, deviceId } = useDoctorSession();
  const conversation = useConversation(conversationId, deviceId);
  const messages = useMessages(conversationId, deviceId);
  const timeZone = useClinicTimeZone();
  const send = useSendMessage(conversationId, deviceId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  useConversationSocket(conversationId, doctor.id, deviceId);

  if (conversation.isError) {
    return (
      <ConversationUnavailable
        text={conversationErrorText(conversation.error)}
        back={{ to: '/doctor/waiting-room', label: 'Back to Waiting Room' }}
      />
    );
  }

  const data = conversation.data;
  const name = data ? data.fullName || 'Anonymous Patient' : 'Loading...';

  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <PageHeader
        back={{ to: '/doctor/waiting-room', label: 'Back to waiting room' }}
        title={name}
        subtitle={data?.diagnosisName ?? undefined}
        actions={
          <>
            <Link
              to={`/doctor/actionable/${conversationId}`}
              aria-label="Mx"
              title="Actionable Management"
              className={buttonClasses({
                variant: 'secondary',
                size: 'sm',
                className: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
              })}
            >
              Mx
            </Link>
            <DoctorMenu clinicalConversationId={conversationId} />
          </>
        }
      />
      <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <section aria-label="Conversation" className="flex min-h-0 flex-1 flex-col">
          {data ? (
            <div className="border-b border-line bg-surface px-3 py-2 lg:hidden">
              <Button variant="ghost" size="sm" aria-expanded={detailsOpen} onClick={() => setDetailsOpen((o) => !o)}>
                {detailsOpen ? 'Hide patient details' : 'Show patient details'}
              </Button>
            </div>
          ) : null}
          {data && detailsOpen ? (
            <div className="max-h-[50dvh] overflow-y-auto border-b border-line p-3 lg:hidden">
              <PatientInfoPanel conversation={data} />
            </div>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto">
            {messages.isPending ? (
              <LoadingState text="Loading messages..." />
            ) : messages.isError ? (
              <p role="alert" className="py-10 text-center text-danger">
                Failed to fetch messages
              </p>
            ) : (
              <MessageList scrollKey={messages.data.length}>
                {messages.data.map((message) => {
                  const own = message.sender === 'doctor';
                  return (
                    <div
                      key={message.id}
                      className="contents"
                      data-message-id={message.id}
                      data-sender={message.sender}
                    >
                      <ChatBubble
                        side={own ? 'right' : 'left'}
                        senderLabel={own ? 'Doctor' : 'Patient'}
                        text={<MessageContent message={message} own={own} />}
                        time={formatMessageTime(message.timestamp, timeZone)}
                        dateTime={message.createdAt}
                      />
                    </div>
                  );
                })}
              </MessageList>
            )}
          </div>
          <MessageComposer onSend={(text) => send.mutate(text)} />
        </section>
        {data ? (
          <aside
            aria-label="Patient details"
            className="hidden w-96 shrink-0 overflow-y-auto border-l border-line p-4 lg:block"
          >
            <PatientInfoPanel conversation={data} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
