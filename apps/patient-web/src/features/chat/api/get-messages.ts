import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMessages, patientKeys } from '@telehealth/api-client';

export function messagesQueryOptions(conversationId: string, deviceId: string) {
  return queryOptions({
    queryKey: patientKeys.messages(conversationId, deviceId),
    queryFn: () => fetchMessages(conversationId, deviceId),
  });
}

export function useMessages(conversationId: string | null, deviceId: string) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? '', deviceId), enabled: Boolean(conversationId) });
}
