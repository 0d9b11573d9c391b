import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dropTemporary,
  patientKeys,
  replaceTemporary,
  sendPatientMessage,
  temporaryMessage,
} from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';

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
      if (!conversationId) return undefined;
      const temp = temporaryMessage({ conversationId, sender: 'patient', text, imageUrl });
      queryClient.setQueryData<Message[]>(messagesKey, (list) => [...(list ?? []), temp]);
      return { temporaryId: temp.id };
    },
    onSuccess: ({ patientMessage, doctorMessage }, _message, context) => {
      const confirmed = doctorMessage ? [patientMessage, doctorMessage] : [patientMessage];
      queryClient.setQueryData<Message[]>(messagesKey, (list) =>
        replaceTemporary(list, context?.temporaryId ?? '', confirmed),
      );
    },
    onError: (err, _message, context) => {
      console.error('Message not sent', err);
      if (context) queryClient.setQueryData<Message[]>(messagesKey, (list) => dropTemporary(list, context.temporaryId));
    },
    onSettled: () => {
      if (!conversationId) return;
      if (userId) {
        void queryClient.invalidateQueries({ queryKey: patientKeys.conversations(userId) });
        void queryClient.invalidateQueries({ queryKey: patientKeys.documents(userId) });
      }
      void queryClient.invalidateQueries({ queryKey: patientKeys.assignedDoctor(conversationId) });
      // A reply can change the triage, the crisis flag and the progress the chat shows.
      void queryClient.invalidateQueries({ queryKey: patientKeys.conversation(conversationId, deviceId) });
    },
  });
}
