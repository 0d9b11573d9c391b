import { useQuery } from '@tanstack/react-query';
import { fetchAssignedDoctor, patientKeys } from '@telehealth/api-client';

/** The human doctor who took over the consultation, or null while the AI doctor is in charge. */
export function useAssignedDoctor(conversationId: string | null) {
  return useQuery({
    queryKey: patientKeys.assignedDoctor(conversationId ?? ''),
    queryFn: () => fetchAssignedDoctor(conversationId ?? ''),
    enabled: Boolean(conversationId),
  });
}
