import { ChatScreen } from '../../features/chat/components/chat-screen';

export const Component = ChatScreen;
