import { useQueryClient } from '@tanstack/react-query';
import { patientKeys, receiveMessage, useConsultationSocket } from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';

/**
 * The active consultation's socket: doctor messages and documents arrive as they are written, an
 * assigned doctor shows up in the header, and after a reconnect the messages are refetched.
 */
export function useChatSocket(conversationId: string | null, userId: string | null, deviceId: string): void {
  const queryClient = useQueryClient();
  const messagesKey = patientKeys.messages(conversationId ?? '', deviceId);
  useConsultationSocket(conversationId && userId ? { userType: 'patient', conversationId, userId } : null, {
    onEvent: (event) => {
      if (!conversationId) return;
      if (event.type === 'new_message' && event.message.conversationId === conversationId) {
        queryClient.setQueryData<Message[]>(messagesKey, (list) => receiveMessage(list, event.message));
      } else if (event.type === 'doctor_assigned') {
        void queryClient.invalidateQueries({ queryKey: patientKeys.assignedDoctor(conversationId) });
      }
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
