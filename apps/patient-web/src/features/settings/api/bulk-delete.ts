import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkDelete, patientKeys, type BulkDeleteAction } from '@telehealth/api-client';
import { getActiveConversationId, setActiveConversationId } from '../../../lib/active-conversation';
import { setSelectedConversationId } from '../../../lib/consultation-storage';

export function useBulkDelete(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BulkDeleteAction) => {
      if (!userId) throw new Error('No user ID available');
      return bulkDelete(action, userId);
    },
    onSuccess: (_result, action) => {
      if (!userId) return;
      // Documents belong to conversations, so any clear may shorten the list.
      void queryClient.invalidateQueries({ queryKey: patientKeys.documents(userId) });
      if (action === 'documents' || action === 'old-documents') return;
      void queryClient.invalidateQueries({ queryKey: patientKeys.conversations(userId) });
      // Every conversation is gone, the open one too: the chat starts a new consultation next time.
      if (action === 'conversations') {
        if (getActiveConversationId()) setActiveConversationId(null);
        setSelectedConversationId(null);
      }
    },
  });
}
