import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, updateDoctor } from '@telehealth/api-client';
import type { Doctor, UpdateDoctorBody } from '@telehealth/schema';
import type { DoctorDetailsBody } from '../../../components/doctor-details/doctor-details';
import { toast } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';

/** The doctor's own profile edit (PATCH /api/doctors/{id}); the answer becomes the doctor everywhere. */
export function useUpdateProfile(doctor: Doctor, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The cast only mends the schema's `never` typing of gender and avatarNumber; the shape is checked here.
    mutationFn: (body: DoctorDetailsBody) => updateDoctor(doctor.id, body as unknown as UpdateDoctorBody),
    onSuccess: (updated) => {
      queryClient.setQueryData(doctorKeys.doctor(doctor.deviceId), updated);
      toast({ title: 'Profile Updated', description: 'Your details have been saved.' });
      onSaved();
    },
    onError: (err) =>
      toast({
        title: 'Update failed',
        description: errorText(err, 'Failed to update profile'),
        variant: 'destructive',
      }),
  });
}
