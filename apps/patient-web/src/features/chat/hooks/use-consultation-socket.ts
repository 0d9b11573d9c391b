import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConsultationSocket, patientKeys } from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';
import { receiveMessage } from '../api/message-cache';

/**
 * Keeps a socket open for the active consultation: doctor messages and documents arrive as they are
 * written, an assigned doctor shows up in the header, and after a reconnect the messages are refetched.
 * The socket only signals; the query cache holds the data.
 */
export function useConsultationSocket(conversationId: string | null, userId: string | null, deviceId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!conversationId || !userId) return;
    const messagesKey = patientKeys.messages(conversationId, deviceId);
    const socket = new ConsultationSocket({
      registration: { userType: 'patient', conversationId, userId },
      onEvent: (event) => {
        if (event.type === 'new_message' && event.message.conversationId === conversationId) {
          queryClient.setQueryData<Message[]>(messagesKey, (list) => receiveMessage(list, event.message));
        } else if (event.type === 'doctor_assigned') {
          void queryClient.invalidateQueries({ queryKey: patientKeys.assignedDoctor(conversationId) });
        }
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
    });
    return () => socket.close();
  }, [conversationId, userId, deviceId, queryClient]);
}
