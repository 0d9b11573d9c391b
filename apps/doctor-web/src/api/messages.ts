import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, fetchDoctorMessages } from '@telehealth/api-client';

export const messagesQueryOptions = (conversationId: string, deviceId: string) =>
  queryOptions({
    queryKey: doctorKeys.messages(conversationId, deviceId),
    queryFn: () => fetchDoctorMessages(conversationId, deviceId),
  });

export const useMessages = (conversationId: string, deviceId: string) =>
  useQuery(messagesQueryOptions(conversationId, deviceId));
