import { useQuery } from '@tanstack/react-query';
import { fetchDocuments, patientKeys } from '@telehealth/api-client';

/** Runs only once the user id is known (spec §7). */
export function useDocuments(userId: string | null) {
  return useQuery({
    queryKey: patientKeys.documents(userId ?? ''),
    queryFn: async () => {
      try {
        return await fetchDocuments(userId ?? '');
      } catch (err) {
        console.error(err);
        throw new Error('Failed to fetch documents');
      }
    },
    enabled: Boolean(userId),
  });
}
