import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  doctorKeys,
  dropTemporary,
  replaceTemporary,
  sendDoctorMessage,
  temporaryMessage,
} from '@telehealth/api-client';
import type { Message } from '@telehealth/schema';
import { toast } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';

/** The doctor's message shows at once, becomes the server's on success and disappears on failure (spec §4). */
export function useSendMessage(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  const queryKey = doctorKeys.messages(conversationId, deviceId);
  const edit = (change: (messages: Message[]) => Message[]) =>
    queryClient.setQueryData<Message[]>(queryKey, (messages = []) => change(messages));

  return useMutation({
    mutationFn: (text: string) => sendDoctorMessage(conversationId, text),
    onMutate: async (text) => {
      // A refetch landing now would drop the temporary message.
      await queryClient.cancelQueries({ queryKey });
      const temp = temporaryMessage({ conversationId, sender: 'doctor', text });
      edit((messages) => [...messages, temp]);
      return { tempId: temp.id };
    },
    onSuccess: ({ message }, _text, context) =>
      edit((messages) => replaceTemporary(messages, context.tempId, [message])),
    onError: (err, _text, context) => {
      if (context) edit((messages) => dropTemporary(messages, context.tempId));
      // 409: the patient closed the consultation meanwhile; reloading it shows the doctor so.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: doctorKeys.conversation(conversationId, deviceId) });
      toast({
        title: 'Failed to send message',
        description: errorText(err, 'An error occurred'),
        variant: 'destructive',
      });
    },
  });
}
