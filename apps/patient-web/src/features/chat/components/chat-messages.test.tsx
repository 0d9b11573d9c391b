import { describe, expect, it } from 'vitest';
import { render as renderInDom, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@telehealth/api-client';
import type { ReactElement } from 'react';
import type { AssignedDoctor, Message } from '@telehealth/schema';
import { ChatMessages } from './chat-messages';

/** The chat reads the clinic's time zone through the query cache. */
const render = (ui: ReactElement) =>
  renderInDom(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

function message(id: string, minute: number, overrides: Partial<Message>): Message {
  return {
    id,
    conversationId: 'c',
    userId: null,
    text: id,
    sender: 'patient',
    timestamp: at(minute),
    createdAt: at(minute),
    imageUrl: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
    options: null,
    format: 'text',
    ...overrides,
  };
}

const doctor: AssignedDoctor = { fullName: 'Dana Review', avatarNumber: '7', assignedAt: at(3) };

/** What the log shows, in order: message ids, and 'joined' for the note. */
function order(): string[] {
  const log = screen.getByRole('log', { name: 'Messages' });
  return [...log.querySelectorAll('[data-message-id], [data-doctor-joined]')].map((el) =>
    el.hasAttribute('data-doctor-joined') ? 'joined' : (el.getAttribute('data-message-id') ?? ''),
  );
}

describe('ChatMessages', () => {
  const conversation = [
    message('yes-please', 2, {}),
    // The AI doctor's answer to the turn that brought the doctor in, written just after the assignment.
    message('ai-queue', 4, { sender: 'doctor', format: 'markdown', text: 'You are number 1 in the queue.' }),
    message('patient-after', 5, {}),
    message('doctor-hello', 6, { sender: 'doctor', text: 'Hello, I am Dr Review.' }),
  ];

  it('notes where a doctor joined: after the AI doctor’s last word, before what people wrote next', async () => {
    render(<ChatMessages messages={conversation} doctor={doctor} typing={false} onQuickReply={() => {}} />);
    await screen.findByText('You are number 1 in the queue.');
    // The note's code loads just after the first paint.
    expect(await screen.findByText('Dr. Dana Review has joined')).toBeInTheDocument();
    expect(order()).toEqual(['welcome', 'yes-please', 'ai-queue', 'joined', 'patient-after', 'doctor-hello']);
  });

  it('names the AI doctor and the human doctor on their messages, and the patient on none', async () => {
    const { container } = render(
      <ChatMessages messages={conversation} doctor={doctor} typing={false} onQuickReply={() => {}} />,
    );
    await screen.findByText('You are number 1 in the queue.');
    const slot = (id: string) => container.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
    expect(within(slot('welcome')).getByText('AI Doctor')).toBeInTheDocument();
    expect(within(slot('ai-queue')).getByText('AI Doctor')).toBeInTheDocument();
    expect(within(slot('doctor-hello')).getByText('Dr. Dana Review')).toBeInTheDocument();
    expect(slot('doctor-hello').querySelector('[data-avatar="7"]')).not.toBeNull();
    expect(slot('patient-after').querySelector('[data-author]')).toBeNull();
  });

  it('has no note while the AI doctor is in charge', () => {
    render(<ChatMessages messages={conversation.slice(0, 2)} doctor={null} typing={false} onQuickReply={() => {}} />);
    expect(screen.queryByText(/has joined/)).not.toBeInTheDocument();
  });
});
