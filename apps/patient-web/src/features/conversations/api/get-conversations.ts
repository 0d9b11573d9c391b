import { useQuery } from '@tanstack/react-query';
import { fetchConversations, patientKeys } from '@telehealth/api-client';

export function useConversations(userId: string | null) {
  return useQuery({
    queryKey: patientKeys.conversations(userId ?? ''),
    queryFn: async () => {
      try {
        return await fetchConversations(userId ?? '');
      } catch (err) {
        console.error(err);
        throw new Error('Failed to fetch conversations');
      }
    },
    enabled: Boolean(userId),
  });
}
