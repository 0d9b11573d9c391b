import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorKeys, generateClinicalManagement } from '@telehealth/api-client';

/**
 * Generated once per conversation and then cached for the life of the page (spec §4, §9): the
 * client's defaults already keep data fresh forever; only Regenerate replaces it.
 */
export const clinicalManagementQueryOptions = (conversationId: string, deviceId: string) =>
  queryOptions({
    queryKey: doctorKeys.clinicalManagement(conversationId),
    queryFn: () => generateClinicalManagement(conversationId, deviceId),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useClinicalManagement = (conversationId: string, deviceId: string) =>
  useQuery(clinicalManagementQueryOptions(conversationId, deviceId));
