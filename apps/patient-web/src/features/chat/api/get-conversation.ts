import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchConversation, patientKeys } from '@telehealth/api-client';

/** Loading the conversation first proves this device may still open it (401/403 otherwise). */
export function conversationQueryOptions(conversationId: string, deviceId: string) {
  return queryOptions({
    queryKey: patientKeys.conversation(conversationId, deviceId),
    queryFn: () => fetchConversation(conversationId, deviceId),
  });
}

/** The active conversation: its triage, crisis flag and progress drive the banners and the hint. */
export function useConversation(conversationId: string | null, deviceId: string) {
  return useQuery({ ...conversationQueryOptions(conversationId ?? '', deviceId), enabled: Boolean(conversationId) });
}
