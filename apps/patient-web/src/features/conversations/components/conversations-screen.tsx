import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@telehealth/schema';
import { PageHeader } from '../../../components/page-header';
import { Screen } from '../../../components/screen';
import { StateMessage } from '../../../components/state-message';
import { getSelectedConversationId, setReturnFlag, setSelectedConversationId } from '../../../lib/consultation-storage';
import { useDeviceUser } from '../../../lib/device-user';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

/** The doctors list (route /doctors): every consultation of this device, newest first. */
export function ConversationsScreen() {
  const navigate = useNavigate();
  const { userId, isError: userFailed } = useDeviceUser();
  const conversations = useConversations(userId);

  const open = (id: string) => {
    setSelectedConversationId(id);
    setReturnFlag();
    void navigate('/');
  };

  // Opening the chat starts a consultation each time (spec §4): an older one never written in is left
  // off, or they would pile up. The one open in the chat is listed even while empty ('No messages yet').
  const current = getSelectedConversationId();
  const started = conversations.data?.filter((c) => c.lastMessage !== null || c.id === current);

  let content;
  if (conversations.isError || userFailed) {
    content = (
      <StateMessage role="alert" title="Failed to fetch conversations">
        Please try again later
      </StateMessage>
    );
  } else if (!started) {
    content = <StateMessage role="status" title="Loading conversations..." />;
  } else if (started.length === 0) {
    content = <StateMessage title="No conversations yet. Start a new chat!" />;
  } else {
    content = (
      <ul
        aria-label="Conversations"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {started.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} onSelect={() => open(conversation.id)} />
        ))}
      </ul>
    );
  }

  return (
    <Screen header={<PageHeader title={PRODUCT_NAME} onBack={() => void navigate('/')} backLabel="Back to chat" />}>
      {content}
    </Screen>
  );
}
