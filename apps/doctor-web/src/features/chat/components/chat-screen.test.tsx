import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  fetchDoctorConversation,
  fetchDoctorMessages,
  sendDoctorMessage,
  temporaryMessage,
} from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';
import { CONVERSATION_ID, testConversation } from '../../../testing/fixtures';
import { openedSockets } from '../../../testing/fake-socket';
import { renderScreen, testDoctor } from '../../../testing/render-screen';
import { ChatScreen } from './chat-screen';

vi.mock(import('@telehealth/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  fetchDoctorConversation: vi.fn(),
  fetchDoctorMessages: vi.fn(),
  sendDoctorMessage: vi.fn(),
}));

const message = (id: string, text: string, sender: Message['sender']): Message => ({
  ...temporaryMessage({ conversationId: CONVERSATION_ID, sender, text }, new Date('2025-01-01T10:00:00Z')),
  id,
  sender,
});

function open() {
  return renderScreen(<ChatScreen />, {
    path: '/doctor/chat/:conversationId',
    url: `/doctor/chat/${CONVERSATION_ID}`,
    doctor: testDoctor(),
    otherPaths: ['/doctor/waiting-room'],
  });
}

const bubbles = (sender: Message['sender']) =>
  Array.from(document.querySelectorAll(`[data-sender="${sender}"]`)).map((el) => el.textContent ?? '');

describe('ChatScreen', () => {
  beforeEach(() => {
    openedSockets.length = 0;
    vi.mocked(fetchDoctorConversation).mockResolvedValue(
      testConversation({ medicareNumber: '2123456701', medicareReferenceNumber: '1' }),
    );
    vi.mocked(fetchDoctorMessages).mockResolvedValue([
      message('m1', 'My throat hurts', 'patient'),
      message('m2', 'How long has it hurt?', 'doctor'),
    ]);
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('shows the patient, their details and the consultation with the roles flipped', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Sam Patient' })).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Patient details' });
    expect(within(details).getByText('01/02/1990')).toBeInTheDocument();
    expect(within(details).getByText('Not provided')).toBeInTheDocument(); // no mobile number
    expect(within(details).getByText('2123456701')).toBeInTheDocument();
    expect(within(details).getByText('Ref')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mx' })).toHaveAttribute('href', `/doctor/actionable/${CONVERSATION_ID}`);
    await screen.findByText('My throat hurts');
    // The patient's words sit on the left, the doctor's on the right (ChatBubble's row alignment).
    expect(document.querySelector('[data-sender="patient"] > div')).toHaveClass('items-start');
    expect(document.querySelector('[data-sender="doctor"] > div')).toHaveClass('items-end');
  });

  it("shows the clinician's summary one heading per line, the differential as a list, and the patient's words as plain text", async () => {
    const summaryText = [
      '**Presenting complaint:** "sore throat \\*\\*now\\*\\* \\!\\[x\\]\\(/api/users/device/1\\)" (34-year-old woman)',
      '**History:** nothing relevant reported',
      '**Positives:** sore throat; fever',
      '**Pertinent negatives:** denies cough',
      '**Red flags screened:** **stridor: YES**; drooling: no',
      '**Disposition:** Urgent: to see a doctor today',
      '**Differential (AI estimate):**',
      '1. URTI (J06.9), 62%: Common cold',
      '2. Bronchitis (J20.9), 20%: Chest infection (bronchitis)',
    ].join('\n');
    vi.mocked(fetchDoctorConversation).mockResolvedValue(testConversation({ summaryText }));
    open();
    const card = (await screen.findByRole('heading', { name: 'Consultation Summary' })).closest(
      '[class*="rounded"]',
    ) as HTMLElement;
    await within(card).findByText('Presenting complaint:');
    // Each heading on its own line (a hard break between them), each once.
    for (const label of ['History:', 'Positives:', 'Pertinent negatives:', 'Red flags screened:', 'Disposition:']) {
      expect(within(card).getAllByText(label)).toHaveLength(1);
    }
    expect(card.querySelectorAll('br').length).toBeGreaterThanOrEqual(6);
    expect(within(card).getByText('stridor: YES').tagName).toBe('STRONG');
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['URTI (J06.9), 62%: Common cold', 'Bronchitis (J20.9), 20%: Chest infection (bronchitis)']);
    // What the patient typed shows as the characters typed: no image, no link, no bold.
    expect(card).toHaveTextContent('"sore throat **now** ![x](/api/users/device/1)"');
    expect(card.querySelector('img, a')).toBeNull();
  });

  it('shows a sent message at once and replaces it with the server’s', async () => {
    let answer!: (value: { message: Message }) => void;
    vi.mocked(sendDoctorMessage).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    open();
    await screen.findByText('My throat hurts');
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), '  Since when?  {Enter}');
    expect(sendDoctorMessage).toHaveBeenCalledWith(CONVERSATION_ID, 'Since when?');
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('');
    expect(document.querySelector('[data-message-id^="temp-"]')).toHaveTextContent('Since when?');

    act(() => answer({ message: message('m3', 'Since when?', 'doctor') }));
    await waitFor(() => expect(document.querySelector('[data-message-id="m3"]')).toBeInTheDocument());
    expect(document.querySelector('[data-message-id^="temp-"]')).toBeNull();
  });

  it('removes a message that failed to send and says so', async () => {
    vi.mocked(sendDoctorMessage).mockRejectedValue(new ApiError(403, '{"message":"Not assigned"}', 'Forbidden'));
    open();
    await screen.findByText('My throat hurts');
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'Hello{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Not assigned')).toBeInTheDocument();
    expect(bubbles('doctor').some((t) => t.includes('Hello'))).toBe(false);
  });

  it('never sends empty text; Shift+Enter adds a line', async () => {
    open();
    await screen.findByText('My throat hurts');
    const box = screen.getByPlaceholderText('Type your message...');
    await userEvent.type(box, '   {Enter}');
    expect(sendDoctorMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(box, 'a{Shift>}{Enter}{/Shift}b');
    expect(box).toHaveValue('   a\nb');
  });

  it('appends messages from the socket once, whatever the order they arrive in', async () => {
    open();
    await screen.findByText('My throat hurts');
    expect(openedSockets[0]?.registration).toEqual({
      userType: 'doctor',
      conversationId: CONVERSATION_ID,
      userId: testDoctor().id,
    });
    act(() =>
      openedSockets[0]!.push({ type: 'new_message', message: message('m4', 'It started on Monday', 'patient') }),
    );
    act(() =>
      openedSockets[0]!.push({ type: 'new_message', message: message('m4', 'It started on Monday', 'patient') }),
    );
    expect(await screen.findByText('It started on Monday')).toBeInTheDocument();
    expect(bubbles('patient').filter((t) => t.includes('It started on Monday'))).toHaveLength(1);
  });

  it("shows 'Conversation not found' with a way back to the waiting room", async () => {
    vi.mocked(fetchDoctorConversation).mockRejectedValue(
      new ApiError(404, '{"message":"Conversation not found"}', 'Not Found'),
    );
    open();
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Waiting Room' }));
    expect(await screen.findByText('Screen at /doctor/waiting-room')).toBeInTheDocument();
  });
});
