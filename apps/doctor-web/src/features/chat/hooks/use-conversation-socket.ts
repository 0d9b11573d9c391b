import { useQueryClient } from '@tanstack/react-query';
import { doctorKeys, receiveMessage, useConsultationSocket } from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';

/**
 * The patient's messages (and issued documents) arrive here as they are written; a patient closing
 * the consultation reads the conversation again, so the chat shows it closed.
 */
export function useConversationSocket(conversationId: string, doctorId: string, deviceId: string) {
  const queryClient = useQueryClient();
  const queryKey = doctorKeys.messages(conversationId, deviceId);
  useConsultationSocket(conversationId ? { userType: 'doctor', conversationId, userId: doctorId } : null, {
    onEvent: (event) => {
      if (event.type === 'conversation_closed' && event.conversationId === conversationId) {
        void queryClient.invalidateQueries({ queryKey: doctorKeys.conversation(conversationId, deviceId) });
        // The waiting room's list, cached while the chat was open, is read again when it shows.
        void queryClient.invalidateQueries({ queryKey: doctorKeys.patients(doctorId) });
        return;
      }
      if (event.type !== 'new_message' || event.message.conversationId !== conversationId) return;
      queryClient.setQueryData<Message[]>(queryKey, (messages) =>
        messages ? receiveMessage(messages, event.message) : messages,
      );
    },
    onReconnect: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
