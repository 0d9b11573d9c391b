import { queryOptions } from '@tanstack/react-query';
import { fetchConversation, patientKeys } from '@telehealth/api-client';

/** Loading the conversation first proves this device may still open it (401/403 otherwise). */
export function conversationQueryOptions(conversationId: string, deviceId: string) {
  return queryOptions({
    queryKey: patientKeys.conversation(conversationId, deviceId),
    queryFn: () => fetchConversation(conversationId, deviceId),
  });
}
