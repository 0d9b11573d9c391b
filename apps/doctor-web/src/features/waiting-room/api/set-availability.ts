import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, setAvailability } from '@telehealth/api-client';
import type { Doctor } from '@telehealth/schema';
import { toast } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';

type Availability = Doctor['isAvailable'];

/** Availability on or off (spec §4), with the spec's toasts (§8). */
export function useSetAvailability(doctor: Doctor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: Availability) => setAvailability(doctor.id, isAvailable),
    onSuccess: (updated, isAvailable) => {
      queryClient.setQueryData<Doctor | null>(doctorKeys.doctor(doctor.deviceId), (current) =>
        current ? { ...current, isAvailable: updated?.isAvailable ?? isAvailable } : current,
      );
      // Going available can hand over patients who were waiting for a doctor.
      void queryClient.invalidateQueries({ queryKey: doctorKeys.patients(doctor.id) });
      toast(
        isAvailable === 'on'
          ? { title: 'Now Available', description: 'You will receive patient assignments' }
          : { title: 'Now Offline', description: 'You will not receive new patient assignments' },
      );
    },
    onError: (err) =>
      toast({
        title: 'Update failed',
        description: errorText(err, 'Failed to update availability'),
        variant: 'destructive',
      }),
  });
}
