import { ConversationsScreen } from '../../features/conversations/components/conversations-screen';

export default function DoctorsRoute() {
  return <ConversationsScreen />;
}
