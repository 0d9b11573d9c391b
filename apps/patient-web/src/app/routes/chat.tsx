import { ChatScreen } from '../../features/chat/components/chat-screen';

/** The first screen: loaded with the app, not lazily. */
export function ChatRoute() {
  return <ChatScreen />;
}
