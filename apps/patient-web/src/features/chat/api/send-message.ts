import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientKeys, sendPatientMessage } from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';
import { isTemporary, replaceTemporary, temporaryPatientMessage } from './message-cache';

export interface OutgoingMessage {
  text: string;
  imageUrl: string | null;
}

/**
 * Sends a patient message: a temporary copy shows at once, the server's patient message and the
 * doctor's reply replace it, then the lists that a reply can change are refreshed.
 */
export function useSendMessage(conversationId: string | null, deviceId: string, userId: string | null) {
  const queryClient = useQueryClient();
  const messagesKey = patientKeys.messages(conversationId ?? '', deviceId);

  return useMutation({
    mutationFn: async ({ text, imageUrl }: OutgoingMessage) => {
      if (!conversationId) throw new Error('No active conversation');
      return sendPatientMessage(conversationId, { text, imageUrl, timestamp: new Date().toISOString() });
    },
    onMutate: ({ text, imageUrl }) => {
      if (!conversationId) return;
      const temp = temporaryPatientMessage(conversationId, text, imageUrl);
      queryClient.setQueryData<Message[]>(messagesKey, (list) => [...(list ?? []), temp]);
    },
    onSuccess: ({ patientMessage, doctorMessage }) => {
      const confirmed = doctorMessage ? [patientMessage, doctorMessage] : [patientMessage];
      queryClient.setQueryData<Message[]>(messagesKey, (list) => replaceTemporary(list, confirmed));
    },
    onError: (err) => {
      console.error('Message not sent', err);
      queryClient.setQueryData<Message[]>(messagesKey, (list) => (list ?? []).filter((m) => !isTemporary(m)));
    },
    onSettled: () => {
      if (!conversationId) return;
      if (userId) {
        void queryClient.invalidateQueries({ queryKey: patientKeys.conversations(userId) });
        void queryClient.invalidateQueries({ queryKey: patientKeys.documents(userId) });
      }
      void queryClient.invalidateQueries({ queryKey: patientKeys.assignedDoctor(conversationId) });
    },
  });
}
