import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, doctorKeys, fetchDoctorConversation } from '@telehealth/api-client';

export const conversationQueryOptions = (conversationId: string, deviceId: string) =>
  queryOptions({
    queryKey: doctorKeys.conversation(conversationId, deviceId),
    queryFn: () => fetchDoctorConversation(conversationId, deviceId),
  });

export const useConversation = (conversationId: string, deviceId: string) =>
  useQuery(conversationQueryOptions(conversationId, deviceId));

/** The spec's words for a conversation that could not be loaded. */
export function conversationErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return 'Conversation not found';
  if (err instanceof ApiError && err.status === 403) return 'Not authorized to access this conversation';
  return 'Failed to fetch conversation';
}
