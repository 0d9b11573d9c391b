import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WELCOME_MESSAGE, type Message } from '@telehealth/schema';
import { setActiveConversationId } from '../../../lib/active-conversation';
import { reloadPage } from '../../../lib/reload-page';
import { deviceUserRoutes, fakeApi, USER_ID, type Handler } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render-with-app';
import { ChatScreen } from './chat-screen';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const NEW_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const OLD_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function message(overrides: Partial<Message>): Message {
  return {
    id: crypto.randomUUID(),
    conversationId: NEW_ID,
    userId: null,
    text: '',
    sender: 'doctor',
    timestamp: '2025-05-01T10:00:00.000Z',
    createdAt: '2025-05-01T10:00:00.000Z',
    imageUrl: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentPurpose: null,
    attachmentCondition: null,
    options: null,
    ...overrides,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    ...deviceUserRoutes,
    'POST /api/conversations': () => ({ status: 201, body: { id: NEW_ID } }),
    'GET /api/conversations/[^/]+/assigned-doctor': () => ({ status: 404, body: { message: 'No doctor assigned' } }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithApp(<ChatScreen />);
  return { api, user, view };
}

const log = () => screen.getByRole('log', { name: 'Messages' });
/** The list is remounted per consultation, so look it up again on every try. */
const findInLog = (text: string) => waitFor(() => within(log()).getByText(text));
const box = () => screen.getByPlaceholderText('Type your message...');

beforeEach(() => {
  FakeSocket.install();
  setActiveConversationId(null);
});

afterEach(() => {
  setActiveConversationId(null);
});

describe('ChatScreen start-up', () => {
  it('creates a fresh consultation and greets with the welcome and the tagline', async () => {
    const { api } = setup();
    await waitFor(() => expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(1));
    expect(api.calls('POST', /^\/api\/conversations$/)[0]?.body).toEqual({ userId: USER_ID, status: 'ongoing' });
    expect(within(log()).getByText(WELCOME_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Free healthcare for everyone, powered by AI.')).toBeInTheDocument();
    expect(screen.getByText('Secure & Confidential')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('selectedConversationId')).toBe(NEW_ID));
    expect(localStorage.getItem('userId')).toBe(USER_ID);
    // No assigned doctor: the header shows the product.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Haven Health');
  });

  it('registers the socket for the consultation as the patient', async () => {
    setup();
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(FakeSocket.latest().sent).toContainEqual({
        type: 'register',
        userType: 'patient',
        conversationId: NEW_ID,
        userId: USER_ID,
      }),
    );
  });

  it('reopens the stored conversation when asked to return to it', async () => {
    localStorage.setItem('selectedConversationId', OLD_ID);
    sessionStorage.setItem('returnToConversation', 'true');
    const { api } = setup({
      'GET /api/conversations/[^/?]+\\?userDeviceId=.+': () => ({ body: { id: OLD_ID } }),
      'GET /api/conversations/[^/]+/messages\\?userDeviceId=.+': () => ({
        body: [message({ conversationId: OLD_ID, sender: 'patient', text: 'My back hurts' })],
      }),
    });
    expect(await findInLog('My back hurts')).toBeInTheDocument();
    expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(0);
    expect(sessionStorage.getItem('returnToConversation')).toBeNull();
    // A loaded conversation that has messages shows no tagline.
    expect(screen.queryByText('Secure & Confidential')).not.toBeInTheDocument();
  });

  it('starts a new consultation when the stored one cannot be loaded', async () => {
    localStorage.setItem('selectedConversationId', OLD_ID);
    sessionStorage.setItem('returnToConversation', 'true');
    const { api } = setup({ 'GET /api/conversations/[^/?]+\\?userDeviceId=.+': () => ({ status: 404 }) });
    await waitFor(() => expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('selectedConversationId')).toBe(NEW_ID));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('resets a stale identity on 401/403 and reloads', async () => {
    localStorage.setItem('deviceId', 'device_1700000000000_abcdefghijklmnopqrstuvwx');
    localStorage.setItem('selectedConversationId', OLD_ID);
    sessionStorage.setItem('returnToConversation', 'true');
    const { api } = setup({ 'GET /api/conversations/[^/?]+\\?userDeviceId=.+': () => ({ status: 403 }) });
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(localStorage.getItem('deviceId')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('selectedConversationId')).toBeNull();
    expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(0);
  });

  it('keeps the active consultation without the return flag', async () => {
    setActiveConversationId(OLD_ID);
    const { api } = setup({
      'GET /api/conversations/[^/]+/messages\\?userDeviceId=.+': () => ({ body: [] }),
    });
    await waitFor(() => expect(api.calls('GET', /messages/)).toHaveLength(1));
    expect(api.calls('GET', /messages/)[0]?.path).toContain(OLD_ID);
    expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(0);
    // A loaded conversation with no messages shows the welcome.
    expect(within(log()).getByText(WELCOME_MESSAGE)).toBeInTheDocument();
  });
});

describe('ChatScreen sending', () => {
  it('shows the message at once, the typing indicator while pending, then the reply', async () => {
    const answer = deferred<{ body: unknown }>();
    const { api, user } = setup({ 'POST /api/conversations/[^/]+/messages': () => answer.promise });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled());

    await user.type(box(), 'I feel dizzy{Enter}');
    const temp = within(log()).getByText('I feel dizzy');
    expect(temp.closest('[data-message-id]')?.getAttribute('data-message-id')).toMatch(/^temp-/);
    expect(screen.getByText('The doctor is typing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    const body = api.calls('POST', /messages$/)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ text: 'I feel dizzy', sender: 'patient', imageUrl: null });
    expect(typeof body.timestamp).toBe('string');
    // Its own id, so a resend after a lost answer is not stored twice.
    expect(body.clientMessageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await act(async () =>
      answer.resolve({
        body: {
          patientMessage: message({ id: 'p-1', sender: 'patient', text: 'I feel dizzy' }),
          doctorMessage: message({ id: 'd-1', text: 'How long have you felt dizzy?' }),
        },
      }),
    );
    expect(await findInLog('How long have you felt dizzy?')).toBeInTheDocument();
    expect(document.querySelector('[data-message-id^="temp-"]')).toBeNull();
    expect(document.querySelector('[data-message-id="p-1"]')).not.toBeNull();
    expect(screen.queryByText('The doctor is typing')).not.toBeInTheDocument();
  });

  it('sends a quick reply label, and several choices joined', async () => {
    const replies = [
      message({
        id: 'd-1',
        text: 'Where is the pain?',
        options: {
          multiple: false,
          choices: [
            { label: 'Head', value: 'head' },
            { label: 'Chest', value: 'chest' },
          ],
        },
      }),
    ];
    let count = 0;
    const { api, user } = setup({
      'POST /api/conversations/[^/]+/messages': (req) => {
        count += 1;
        const text = (req.body as { text: string }).text;
        return {
          body: {
            patientMessage: message({ id: `p-${count}`, sender: 'patient', text }),
            doctorMessage:
              count === 1
                ? replies[0]
                : message({
                    id: `d-${count}`,
                    text: 'Anything else?',
                    options:
                      count === 2
                        ? {
                            multiple: true,
                            choices: [
                              { label: 'Fever', value: 'f' },
                              { label: 'Cough', value: 'c' },
                              { label: 'Rash', value: 'r' },
                            ],
                          }
                        : null,
                  }),
          },
        };
      },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled());
    await user.type(box(), 'It hurts{Enter}');

    const single = await screen.findByRole('group', { name: 'Quick replies' });
    await user.click(within(single).getByRole('button', { name: 'Chest' }));
    await waitFor(() => expect(api.calls('POST', /messages$/)).toHaveLength(2));
    expect(api.calls('POST', /messages$/)[1]?.body).toMatchObject({ text: 'Chest' });

    const multi = await screen.findByRole('group', { name: 'Quick replies, choose any' });
    const send = within(multi).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(within(multi).getByRole('button', { name: 'Rash' }));
    await user.click(within(multi).getByRole('button', { name: 'Fever' }));
    await user.click(send);
    await waitFor(() => expect(api.calls('POST', /messages$/)).toHaveLength(3));
    expect(api.calls('POST', /messages$/)[2]?.body).toMatchObject({ text: 'Fever, Rash' });
    // The latest doctor message has no options: no chips.
    await waitFor(() => expect(screen.queryByRole('group', { name: /Quick replies/ })).not.toBeInTheDocument());
  });

  it('appends pushed messages once, and shows an assigned doctor', async () => {
    let doctorAssigned = false;
    setup({
      'GET /api/conversations/[^/]+/assigned-doctor': () =>
        doctorAssigned ? { body: { fullName: 'Jane Alice Smith', avatarNumber: '5' } } : { status: 404 },
    });
    await waitFor(() => expect(FakeSocket.latest().sent).toHaveLength(1));
    const pushed = message({
      id: 'm-9',
      text: 'Your certificate is ready',
      attachmentUrl: '/api/attachments/x',
      attachmentName: 'medical-certificate.pdf',
    });
    act(() => {
      FakeSocket.latest().push({ type: 'new_message', message: pushed });
      FakeSocket.latest().push({ type: 'new_message', message: pushed });
    });
    expect(await findInLog('Your certificate is ready')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: /medical-certificate\.pdf/ })).toHaveAttribute(
      'href',
      '/api/attachments/x',
    );

    doctorAssigned = true;
    act(() =>
      FakeSocket.latest().push({
        type: 'doctor_assigned',
        doctor: { fullName: 'Jane Alice Smith', avatarNumber: '5' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Dr. Smith' })).toBeInTheDocument();
  });

  it('New clears the chat and starts another consultation; disabled while creating', async () => {
    const second = deferred<{ status: number; body: unknown }>();
    let created = 0;
    const { api, user } = setup({
      'POST /api/conversations': () => {
        created += 1;
        return created === 1 ? { status: 201, body: { id: NEW_ID } } : second.promise;
      },
      'POST /api/conversations/[^/]+/messages': (req) => ({
        body: { patientMessage: message({ id: 'p-1', sender: 'patient', text: (req.body as { text: string }).text }) },
      }),
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled());
    await user.type(box(), 'First consultation{Enter}');
    expect(await findInLog('First consultation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getByRole('button', { name: 'New' })).toBeDisabled();
    expect(within(log()).queryByText('First consultation')).not.toBeInTheDocument();
    expect(localStorage.getItem('selectedConversationId')).toBeNull();
    await act(async () => second.resolve({ status: 201, body: { id: OLD_ID } }));
    await waitFor(() => expect(localStorage.getItem('selectedConversationId')).toBe(OLD_ID));
    expect(screen.getByRole('button', { name: 'New' })).toBeEnabled();
    expect(api.calls('POST', /^\/api\/conversations$/)).toHaveLength(2);
  });
});
