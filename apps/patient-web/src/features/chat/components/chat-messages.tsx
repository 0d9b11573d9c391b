import { useState, type ReactNode } from 'react';
import { ChatBubble, LazyMarkdown, MessageList, QuickReplies, TypingIndicator } from '@telehealth/ui';
import { WELCOME_MESSAGE, type Message } from '@telehealth/schema';
import { formatMessageTime, isTemporary, useClinicTimeZone } from '@telehealth/api-client';
import { ChatWelcome } from './chat-welcome';

interface ChatMessagesProps {
  messages: Message[];
  typing: boolean;
  onQuickReply: (text: string) => void;
}

/** `display: contents`: a hook for tests that leaves the list's layout untouched. */
function MessageSlot({ id, sender, children }: { id: string; sender: Message['sender']; children: ReactNode }) {
  return (
    <div className="contents" data-message-id={id} data-sender={sender}>
      {children}
    </div>
  );
}

function MessageBubble({ message }: { message: Message }) {
  const mine = message.sender === 'patient';
  const timeZone = useClinicTimeZone();
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(message.timestamp) ? message.timestamp : undefined;
  return (
    <ChatBubble
      side={mine ? 'right' : 'left'}
      senderLabel={mine ? 'You' : 'Doctor'}
      text={message.format === 'markdown' ? <LazyMarkdown>{message.text}</LazyMarkdown> : message.text}
      time={formatMessageTime(message.timestamp, timeZone)}
      dateTime={iso}
      imageUrl={message.imageUrl}
      imageAlt={mine ? 'Image you sent' : 'Image from the doctor'}
      attachment={message.attachmentUrl ? { url: message.attachmentUrl, name: message.attachmentName } : null}
      className={isTemporary(message) ? 'opacity-80' : undefined}
    />
  );
}

/**
 * The consultation: the doctor's welcome first (spec §4; not repeated when the server already holds
 * it), then the messages, the quick replies of the latest question, and the typing indicator.
 */
export function ChatMessages({ messages, typing, onQuickReply }: ChatMessagesProps) {
  const [welcomeTime] = useState(() => new Date().toISOString());
  const timeZone = useClinicTimeZone();
  const last = messages[messages.length - 1];
  const replies = !typing && last?.sender === 'doctor' && last.options?.choices.length ? last.options : null;
  const showWelcome = messages[0]?.text !== WELCOME_MESSAGE;

  return (
    <>
      {messages.length === 0 ? <ChatWelcome /> : null}
      <MessageList scrollKey={`${messages.length}:${typing}:${replies ? 1 : 0}`}>
        {showWelcome ? (
          <MessageSlot id="welcome" sender="doctor">
            <ChatBubble
              side="left"
              senderLabel="Doctor"
              text={WELCOME_MESSAGE}
              time={formatMessageTime(welcomeTime, timeZone)}
              dateTime={welcomeTime}
            />
          </MessageSlot>
        ) : null}
        {messages.map((message) => (
          <MessageSlot key={message.id} id={message.id} sender={message.sender}>
            <MessageBubble message={message} />
          </MessageSlot>
        ))}
        {replies && last ? (
          <QuickReplies
            key={last.id}
            options={replies.choices.map(({ label, group, exclusive }) => ({ label, group, exclusive }))}
            multiple={replies.multiple}
            onSelect={(text) => onQuickReply(text)}
            label={replies.multiple ? 'Quick replies, choose any' : 'Quick replies'}
            className="max-w-[90%] sm:max-w-[75%]"
          />
        ) : null}
        {typing ? <TypingIndicator /> : null}
      </MessageList>
    </>
  );
}
