import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { createConversation, patientKeys } from '@telehealth/api-client';
import type { AssignedDoctor, Message } from '@telehealth/schema';
import { setActiveConversationId } from '../../../lib/active-conversation';
import { setSelectedConversationId } from '../../../lib/consultation-storage';

const createConversationKey = ['create-conversation'] as const;

/** Starts a fresh AI doctor consultation and makes it the active one. */
export function useCreateConversation(userId: string | null, deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createConversationKey,
    mutationFn: async () => {
      if (!userId) throw new Error('No user ID available');
      return createConversation(userId);
    },
    onSuccess: ({ id }) => {
      // A new consultation has no messages and no doctor yet: skip both fetches, show the welcome at once.
      queryClient.setQueryData<Message[]>(patientKeys.messages(id, deviceId), []);
      queryClient.setQueryData<AssignedDoctor | null>(patientKeys.assignedDoctor(id), null);
      setSelectedConversationId(id);
      setActiveConversationId(id);
      if (userId) void queryClient.invalidateQueries({ queryKey: patientKeys.conversations(userId) });
    },
    onError: (err) => console.error('Could not start a consultation', err),
  });
}

/** True while any consultation is being created (start-up or the New button). */
export function useIsCreatingConversation(): boolean {
  return useIsMutating({ mutationKey: createConversationKey }) > 0;
}
