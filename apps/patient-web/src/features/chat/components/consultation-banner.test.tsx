import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation, Message } from '@telehealth/schema';
import { setActiveConversationId } from '../../../lib/active-conversation';
import { deviceUserRoutes, fakeApi, USER_ID } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render-with-app';
import { ChatScreen } from './chat-screen';

const ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function conversation(overrides: Partial<Conversation>): Partial<Conversation> {
  return {
    id: ID,
    userId: USER_ID,
    triage: null,
    urgent: false,
    crisis: false,
    progress: { step: 1, hint: 'Telling me your symptoms' },
    doctorConnectStatus: null,
    ...overrides,
  };
}

function message(id: string, sender: Message['sender'], text: string): Message {
  return {
    id,
    conversationId: ID,
    userId: null,
    text,
    sender,
    timestamp: '2025-05-01T10:00:00.000Z',
    createdAt: '2025-05-01T10:00:00.000Z',
    imageUrl: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
    options: null,
  };
}

/** A chat whose conversation reads as `before` until the patient sends something, then as `after`. */
function chatTurningInto(before: Partial<Conversation>, after: Partial<Conversation>) {
  let sent = false;
  fakeApi({
    ...deviceUserRoutes,
    'POST /api/conversations': () => ({ status: 201, body: { id: ID } }),
    'GET /api/conversations/[^/]+/assigned-doctor': () => ({ status: 404, body: { message: 'No doctor assigned' } }),
    'GET /api/conversations/[^/]+/messages\\?userDeviceId=.+': () => ({ body: [] }),
    'GET /api/conversations/[^/?]+\\?userDeviceId=.+': () => ({ body: conversation(sent ? after : before) }),
    'POST /api/conversations/[^/]+/messages': () => {
      sent = true;
      return {
        body: {
          patientMessage: message('p-1', 'patient', 'hello'),
          doctorMessage: message('d-1', 'doctor', 'Thank you for telling me.'),
        },
      };
    },
  });
  const user = userEvent.setup();
  renderWithApp(<ChatScreen />);
  return user;
}

async function send(user: ReturnType<typeof userEvent.setup>, text: string) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled());
  await user.type(screen.getByPlaceholderText('Type your message...'), `${text}{Enter}`);
}

beforeEach(() => {
  FakeSocket.install();
  sessionStorage.clear();
  setActiveConversationId(null);
});
afterEach(() => setActiveConversationId(null));

describe('the banners and the progress hint above the chat', () => {
  it('shows the emergency, once triaged, as an alert above the messages with a call button and what to do', async () => {
    const user = chatTurningInto(
      {},
      { triage: 'emergency', urgent: true, progress: { step: 2, hint: 'A few more questions' } },
    );
    await send(user, 'crushing chest pain');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveAccessibleName('Emergency');
    expect(within(banner).getByText('This could be an emergency. Call 000 now.')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Call 000' })).toHaveAttribute('href', 'tel:000');
    expect(within(banner).getByText('What to do while you wait')).toBeInTheDocument();
    expect(within(banner).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    // Outside the scrolling messages, so it never scrolls away; no progress hint beside an alarm.
    expect(within(screen.getByRole('log', { name: 'Messages' })).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('A few more questions')).not.toBeInTheDocument();
  });

  it('announces a banner only the first time: shown again, it is a labelled region', async () => {
    sessionStorage.setItem('announced-notices', JSON.stringify([`${ID}:emergency`]));
    chatTurningInto({ triage: 'emergency' }, { triage: 'emergency' });
    const banner = await screen.findByRole('region', { name: 'Emergency' });
    expect(within(banner).getByRole('link', { name: 'Call 000' })).toHaveAttribute('href', 'tel:000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives an urgent triage its own calm notice: a doctor today', async () => {
    chatTurningInto({ triage: 'urgent', urgent: true }, { triage: 'urgent' });
    const banner = await screen.findByRole('status', { name: 'See a doctor today' });
    expect(banner).toHaveTextContent('Please see a doctor today.');
    expect(screen.queryByText('This could be an emergency. Call 000 now.')).not.toBeInTheDocument();
  });

  it('shows crisis support with tap-to-call numbers, above any emergency', async () => {
    const user = chatTurningInto({}, { crisis: true, triage: 'emergency', urgent: true, progress: null });
    await send(user, 'I want to end my life');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveAccessibleName('Support right now');
    expect(within(banner).getByRole('link', { name: 'Lifeline 13 11 14' })).toHaveAttribute('href', 'tel:131114');
    expect(within(banner).getByRole('link', { name: 'Call 000' })).toHaveAttribute('href', 'tel:000');
    expect(within(banner).getByRole('link', { name: 'Kids Helpline 1800 55 1800' })).toHaveAttribute(
      'href',
      'tel:1800551800',
    );
    expect(screen.queryByText('This could be an emergency. Call 000 now.')).not.toBeInTheDocument();
  });

  it('shows a quiet progress hint that follows the consultation', async () => {
    const user = chatTurningInto({}, { progress: { step: 2, hint: 'A few more questions' } });
    expect(await screen.findByText('Telling me your symptoms')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 3: Telling me your symptoms');
    await send(user, 'a sore throat');
    expect(await screen.findByText('A few more questions')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: A few more questions');
  });
});
