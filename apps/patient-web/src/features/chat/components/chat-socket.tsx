import { useChatSocket } from '../hooks/use-chat-socket';

interface ChatSocketProps {
  conversationId: string | null;
  userId: string | null;
  deviceId: string;
}

/**
 * The consultation's socket as a part of the chat that renders nothing: the chat loads it right
 * after its first paint (the socket code is not needed to draw the screen) and it holds the
 * connection while the chat is open.
 */
export function ChatSocket({ conversationId, userId, deviceId }: ChatSocketProps) {
  useChatSocket(conversationId, userId, deviceId);
  return null;
}
