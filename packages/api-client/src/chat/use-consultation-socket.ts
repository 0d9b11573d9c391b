import { useEffect, useRef } from 'react';
import type { WsRegister, WsServerEvent } from '@telehealth/schema';
import { ConsultationSocket } from './consultation-socket.js';

export interface ConsultationSocketHandlers {
  onEvent: (event: WsServerEvent) => void;
  /** After a reconnect: refetch what may have been missed while the socket was down. */
  onReconnect?: () => void;
}

/**
 * One socket per registration, for both apps; `null` while the conversation or the user is not
 * known yet. The handlers live in a ref so a re-render never reconnects; the socket only signals,
 * and the query cache does the rest.
 */
export function useConsultationSocket(
  registration: Omit<WsRegister, 'type'> | null,
  handlers: ConsultationSocketHandlers,
): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const userType = registration?.userType;
  const conversationId = registration?.conversationId;
  const userId = registration?.userId;
  useEffect(() => {
    if (!userType || !conversationId || !userId) return;
    const socket = new ConsultationSocket({
      registration: { userType, conversationId, userId },
      onEvent: (event) => handlersRef.current.onEvent(event),
      onReconnect: () => handlersRef.current.onReconnect?.(),
    });
    return () => socket.close();
  }, [userType, conversationId, userId]);
}
