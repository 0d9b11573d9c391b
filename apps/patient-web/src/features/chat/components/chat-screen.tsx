import { useEffect } from 'react';
import { setActiveConversationId, useActiveConversationId } from '../../../lib/active-conversation';
import { setSelectedConversationId } from '../../../lib/consultation-storage';
import { useDeviceUser } from '../../../lib/device-user';
import { lazyPart, whenIdle } from '../../../lib/lazy-part';
import { isStaleIdentityError, resetStaleIdentity } from '../../../lib/stale-identity';
import { useCreateConversation, useIsCreatingConversation } from '../api/create-conversation';
import { useAssignedDoctor } from '../api/get-assigned-doctor';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useConsultationStart } from '../hooks/use-consultation-start';
import { ChatView } from './chat-view';
import { noticeOf } from './consultation-banner';

// Not needed to draw the first screen: fetched once the chat is up, not in its first download. The
// progress line shows from the AI doctor's first question on; the socket connects right away.
const ProgressHint = lazyPart(() => import('./progress-hint').then((m) => m.ProgressHint));
const ChatSocket = lazyPart(() => import('./chat-socket').then((m) => m.ChatSocket));

/** The chat (route /): the patient's consultation with the AI doctor, later a human doctor. */
export function ChatScreen() {
  const { deviceId, userId, error: userError } = useDeviceUser();
  const conversationId = useActiveConversationId();
  const creating = useIsCreatingConversation();
  const createConversation = useCreateConversation(userId, deviceId);
  const messages = useMessages(conversationId, deviceId);
  const assignedDoctor = useAssignedDoctor(conversationId);
  const conversation = useConversation(conversationId, deviceId);
  const sendMessage = useSendMessage(conversationId, deviceId, userId);

  useEffect(() => whenIdle(ProgressHint.preload), []);
  useConsultationStart({ userId, deviceId, startNew: () => createConversation.mutate() });

  useEffect(() => {
    if (userError) console.error('Could not identify this device', userError);
  }, [userError]);

  // Spec §8: 401/403 on loading means a stale identity; other load errors are only logged.
  useEffect(() => {
    if (!messages.error) return;
    if (isStaleIdentityError(messages.error)) resetStaleIdentity(messages.error);
    else console.error('Could not load the messages', messages.error);
  }, [messages.error]);

  useEffect(() => {
    if (assignedDoctor.error) console.error(assignedDoctor.error);
  }, [assignedDoctor.error]);

  const current = conversation.data?.id === conversationId ? conversation.data : undefined;
  // The progress hint is for the AI's questions: not beside an alarm, nor once a doctor has the patient.
  const progress =
    current && !noticeOf(current) && current.doctorConnectStatus !== 'assigned' ? current.progress : null;

  // Spec §4: forget the stored conversation and its messages, then create a new one.
  const startNewConsultation = () => {
    setSelectedConversationId(null);
    setActiveConversationId(null);
    createConversation.mutate();
  };

  return (
    <ChatView
      socket={<ChatSocket conversationId={conversationId} userId={userId} deviceId={deviceId} />}
      doctor={assignedDoctor.data}
      onNewConsultation={startNewConsultation}
      creating={creating}
      conversationId={conversationId}
      conversation={current}
      progress={progress ? <ProgressHint progress={progress} /> : null}
      messages={messages.data ?? []}
      sending={sendMessage.isPending}
      onSend={(message) => sendMessage.mutate(message)}
    />
  );
}
