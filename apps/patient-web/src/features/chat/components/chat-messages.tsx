import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ChatBubble, LazyMarkdown, MessageList } from '@telehealth/ui';
import { WELCOME_MESSAGE, type AssignedDoctor, type Message } from '@telehealth/schema';
import { formatMessageTime, isTemporary, useClinicTimeZone } from '@telehealth/api-client';
import { lazyPart, whenIdle } from '../../../lib/lazy-part';
import { ChatWelcome } from './chat-welcome';
import { aiDoctorAuthor, authorOf } from './message-author';

// What shows only once the consultation is under way stays out of the first download (the welcome
// screen's) and is fetched as soon as the chat is up.
const QuickReplies = lazyPart(() => import('@telehealth/ui/quick-replies').then((m) => m.QuickReplies));
const TypingIndicator = lazyPart(() => import('@telehealth/ui/typing-indicator').then((m) => m.TypingIndicator));
const DoctorJoinedNote = lazyPart(() => import('./doctor-joined-note').then((m) => m.DoctorJoinedNote));

interface ChatMessagesProps {
  messages: Message[];
  /** The human doctor who has the consultation, if one does. */
  doctor: AssignedDoctor | null | undefined;
  typing: boolean;
  onQuickReply: (text: string) => void;
  /** Drawn at build time (the first screen): no time on the welcome, which the app adds as it starts. */
  undated?: boolean;
}

/**
 * Where the doctor's arrival falls among the messages: before the first message the patient or a
 * doctor wrote after it. The AI doctor's answer to the turn that brought the doctor in stays above.
 */
function joinedIndex(messages: Message[], doctor: AssignedDoctor): number {
  const joinedAt = doctor.assignedAt ? Date.parse(doctor.assignedAt) : NaN;
  if (Number.isNaN(joinedAt)) return messages.length;
  const after = messages.findIndex((m) => m.format !== 'markdown' && Date.parse(m.createdAt) > joinedAt);
  return after === -1 ? messages.length : after;
}

/** `display: contents`: a hook for tests that leaves the list's layout untouched. */
function MessageSlot({ id, sender, children }: { id: string; sender: Message['sender']; children: ReactNode }) {
  return (
    <div className="contents" data-message-id={id} data-sender={sender}>
      {children}
    </div>
  );
}

function MessageBubble({ message, doctor }: { message: Message; doctor: AssignedDoctor | null | undefined }) {
  const mine = message.sender === 'patient';
  const timeZone = useClinicTimeZone();
  const iso = /^\d{4}-\d{2}-\d{2}T/.test(message.timestamp) ? message.timestamp : undefined;
  return (
    <ChatBubble
      side={mine ? 'right' : 'left'}
      senderLabel={mine ? 'You' : 'Doctor'}
      author={authorOf(message, doctor)}
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
export function ChatMessages({ messages, doctor, typing, onQuickReply, undated = false }: ChatMessagesProps) {
  const [welcomeTime] = useState(() => new Date().toISOString());
  useEffect(
    () => whenIdle(() => [QuickReplies, TypingIndicator, DoctorJoinedNote].forEach((part) => part.preload())),
    [],
  );
  const timeZone = useClinicTimeZone();
  const last = messages[messages.length - 1];
  const replies = !typing && last?.sender === 'doctor' && last.options?.choices.length ? last.options : null;
  const showWelcome = messages[0]?.text !== WELCOME_MESSAGE;
  const joinedAt = doctor ? joinedIndex(messages, doctor) : -1;
  const joinedNote = doctor ? <DoctorJoinedNote doctor={doctor} /> : null;

  return (
    <>
      {messages.length === 0 ? <ChatWelcome /> : null}
      <MessageList scrollKey={`${messages.length}:${typing}:${replies ? 1 : 0}:${doctor?.fullName ?? ''}`}>
        {showWelcome ? (
          <MessageSlot id="welcome" sender="doctor">
            <ChatBubble
              side="left"
              senderLabel="Doctor"
              author={aiDoctorAuthor}
              text={WELCOME_MESSAGE}
              time={undated ? undefined : formatMessageTime(welcomeTime, timeZone)}
              dateTime={undated ? undefined : welcomeTime}
            />
          </MessageSlot>
        ) : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {index === joinedAt ? joinedNote : null}
            <MessageSlot id={message.id} sender={message.sender}>
              <MessageBubble message={message} doctor={doctor} />
            </MessageSlot>
          </Fragment>
        ))}
        {joinedAt === messages.length ? joinedNote : null}
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
