import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { WsServerEvent } from '@telehealth/schema';
import { FakeWebSocket } from '../testing/fake-web-socket.js';
import { useConsultationSocket } from './use-consultation-socket.js';

const registered: WsServerEvent = { type: 'registered', conversationId: 'c1' };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWebSocket.instances.length = 0;
});

describe('useConsultationSocket', () => {
  it('opens one socket per registration, keeps it across re-renders and closes it on unmount', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ registration, onEvent }) => useConsultationSocket(registration, { onEvent }),
      {
        initialProps: {
          registration: null as { userType: 'patient'; conversationId: string; userId: string } | null,
          onEvent: first,
        },
      },
    );
    expect(FakeWebSocket.instances).toHaveLength(0);

    rerender({ registration: { userType: 'patient', conversationId: 'c1', userId: 'u1' }, onEvent: first });
    await Promise.resolve();
    expect(FakeWebSocket.latest().registration).toEqual({ userType: 'patient', conversationId: 'c1', userId: 'u1' });

    rerender({ registration: { userType: 'patient', conversationId: 'c1', userId: 'u1' }, onEvent: second });
    FakeWebSocket.latest().push(registered);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(registered);

    const onClose = vi.fn();
    FakeWebSocket.latest().onclose = onClose;
    unmount();
    expect(onClose).toHaveBeenCalled();
  });
});
