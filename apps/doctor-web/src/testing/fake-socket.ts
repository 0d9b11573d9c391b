import { vi } from 'vitest';
import type { ConsultationSocket, ConsultationSocketOptions } from '@telehealth/api-client';

/** Every socket a screen opened, newest last: a test plays the server's events through `onEvent`. */
export const openedSockets: ConsultationSocketOptions[] = [];

/** Stands in for the api-client's socket inside `vi.mock`: no server, just the registration. */
export const FakeConsultationSocket = vi.fn(function (options: ConsultationSocketOptions) {
  openedSockets.push(options);
  return { close() {} };
}) as unknown as typeof ConsultationSocket;
