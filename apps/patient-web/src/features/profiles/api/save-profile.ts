import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProfile, deleteProfile, patientKeys, updateProfile } from '@telehealth/api-client';
import {
  toSchemaCreateBody,
  toSchemaUpdateBody,
  type ProfileCreateBody,
  type ProfileUpdateBody,
} from '../utils/profile-types';

function useRefreshProfiles(deviceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: patientKeys.profiles(deviceId) });
}

export function useCreateProfile(deviceId: string) {
  const refresh = useRefreshProfiles(deviceId);
  return useMutation({
    mutationFn: (body: ProfileCreateBody) => {
      if (!deviceId) throw new Error('No device ID');
      return createProfile(toSchemaCreateBody(body, deviceId));
    },
    onSuccess: refresh,
  });
}

export function useUpdateProfile(deviceId: string) {
  const refresh = useRefreshProfiles(deviceId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProfileUpdateBody }) => {
      if (!id) throw new Error('No profile selected');
      return updateProfile(id, toSchemaUpdateBody(body));
    },
    onSuccess: refresh,
  });
}

export function useDeleteProfile(deviceId: string) {
  const refresh = useRefreshProfiles(deviceId);
  return useMutation({
    mutationFn: (id: string | null) => {
      if (!id) throw new Error('No profile selected');
      return deleteProfile(id);
    },
    onSuccess: refresh,
  });
}
