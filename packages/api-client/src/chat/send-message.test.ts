import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendDoctorMessage } from '../doctor.js';
import { sendPatientMessage } from '../patient.js';
import { postChatMessage } from './send-message.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch that plays the given outcomes in order: an answer (status, body) or a network failure. */
function fetchPlaying(...outcomes: ({ status: number; body: unknown } | 'network down')[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = outcomes.shift();
    if (!next || next === 'network down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const bodiesOf = (fetchMock: ReturnType<typeof fetchPlaying>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const noWait = vi.fn(async (_ms: number) => undefined);

afterEach(() => {
  vi.unstubAllGlobals();
  noWait.mockClear();
});

describe('sending a chat message', () => {
  it('gives each message its own UUID', async () => {
    const fetchMock = fetchPlaying(
      { status: 200, body: { patientMessage: {} } },
      { status: 200, body: { message: {} } },
    );
    await sendPatientMessage('c1', { text: 'Hi', timestamp: '2026-01-01T00:00:00.000Z', imageUrl: null });
    await sendDoctorMessage('c1', 'Hello');
    const [patient, doctor] = bodiesOf(fetchMock);
    expect(patient).toMatchObject({
      text: 'Hi',
      sender: 'patient',
      imageUrl: null,
      clientMessageId: expect.stringMatching(UUID),
    });
    expect(doctor).toMatchObject({ text: 'Hello', sender: 'doctor', clientMessageId: expect.stringMatching(UUID) });
    expect(patient!.clientMessageId).not.toBe(doctor!.clientMessageId);
  });

  it('sends again with the same id when no answer came, and returns the answer', async () => {
    const stored = { patientMessage: { id: 'p-1' }, doctorMessage: { id: 'd-1' } };
    const fetchMock = fetchPlaying(
      'network down',
      { status: 503, body: { message: 'Service Unavailable' } },
      { status: 200, body: stored },
    );
    await expect(postChatMessage('c1', { text: 'I feel dizzy', sender: 'patient' }, noWait)).resolves.toEqual(stored);
    const bodies = bodiesOf(fetchMock);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => b.clientMessageId)).size).toBe(1);
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/conversations/c1/messages')).toBe(true);
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([1000, 3000]);
  });

  it('gives up after three tries with the last error', async () => {
    const fetchMock = fetchPlaying('network down', 'network down', 'network down', { status: 200, body: {} });
    await expect(postChatMessage('c1', { text: 'Hi', sender: 'patient' }, noWait)).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not resend when the server answered', async () => {
    const fetchMock = fetchPlaying({ status: 400, body: { message: 'Message text must not be empty' } });
    await expect(postChatMessage('c1', { text: ' ', sender: 'patient' }, noWait)).rejects.toThrow('400: ');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(noWait).not.toHaveBeenCalled();
  });
});
