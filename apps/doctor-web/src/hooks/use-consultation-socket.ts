import { useEffect, useRef } from 'react';
import { ConsultationSocket } from '@telehealth/api-client';
import type { WsServerEvent } from '@telehealth/schema';

interface Options {
  /** 'waiting-room' or a conversation id; null while the doctor is not known yet. */
  conversationId: string | null;
  doctorId: string | null;
  onEvent: (event: WsServerEvent) => void;
  /** After a reconnect: refetch what may have been missed while the socket was down. */
  onReconnect?: () => void;
}

/**
 * One doctor socket per registration. The callbacks live in refs so a re-render never reconnects;
 * the socket only signals, and the query cache does the rest.
 */
export function useConsultationSocket({ conversationId, doctorId, onEvent, onReconnect }: Options): void {
  const onEventRef = useRef(onEvent);
  const onReconnectRef = useRef(onReconnect);
  useEffect(() => {
    onEventRef.current = onEvent;
    onReconnectRef.current = onReconnect;
  });

  useEffect(() => {
    if (!conversationId || !doctorId) return;
    const socket = new ConsultationSocket({
      registration: { userType: 'doctor', conversationId, userId: doctorId },
      onEvent: (event) => onEventRef.current(event),
      onReconnect: () => onReconnectRef.current?.(),
    });
    return () => socket.close();
  }, [conversationId, doctorId]);
}
