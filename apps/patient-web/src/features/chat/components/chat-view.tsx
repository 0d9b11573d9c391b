import type { ReactNode } from 'react';
import type { AssignedDoctor, Conversation, Message } from '@telehealth/schema';
import type { OutgoingMessage } from '../api/send-message';
import { ChatHeader } from './chat-header';
import { ChatMessages } from './chat-messages';
import { ConsultationBanner } from './consultation-banner';
import { InputBar } from './input-bar';

interface ChatViewProps {
  /** The real-time connection (draws nothing). */
  socket?: ReactNode;
  doctor: AssignedDoctor | null | undefined;
  onNewConsultation: () => void;
  creating: boolean;
  conversationId: string | null;
  conversation: Conversation | undefined;
  /** The progress line, when the AI doctor's questions are under way. */
  progress?: ReactNode;
  messages: Message[];
  sending: boolean;
  onSend: (message: OutgoingMessage) => void;
  /** Drawn at build time, before any clock runs (the first screen): the welcome's time comes with the app. */
  undated?: boolean;
}

/**
 * The chat's layout, from what the chat screen knows. Also drawn at build time, with nothing loaded
 * yet, as the first screen written into index.html (src/first-screen.tsx): one layout for both, so
 * what a phone paints before the app runs is what the app then draws.
 */
export function ChatView({
  socket,
  doctor,
  onNewConsultation,
  creating,
  conversationId,
  conversation,
  progress,
  messages,
  sending,
  onSend,
  undated,
}: ChatViewProps) {
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      {socket}
      <ChatHeader
        doctor={doctor}
        onNewConsultation={onNewConsultation}
        creating={creating}
        hasActiveConversation={Boolean(conversationId)}
      />
      <ConsultationBanner conversation={conversation} />
      {progress}
      {/* Focusable, so a long conversation scrolls from the keyboard too (WCAG 2.1.1). */}
      <main
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="mx-auto max-w-4xl">
          <ChatMessages
            key={conversationId ?? 'none'}
            messages={messages}
            doctor={doctor}
            typing={sending}
            onQuickReply={(text) => onSend({ text, imageUrl: null })}
            undated={undated}
          />
        </div>
      </main>
      <InputBar onSend={onSend} sending={sending} disabled={!conversationId || creating} />
    </div>
  );
}
