import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, signUpDoctor } from '@telehealth/api-client';
import type { CreateDoctorBody, Doctor } from '@telehealth/schema';
import type { DoctorDetailsBody } from '../../../components/doctor-details/doctor-details';

interface SignUpCallbacks {
  onSignedUp: (doctor: Doctor) => void;
  onFailed: (err: unknown) => void;
}

/**
 * Registers the doctor; the answer becomes this device's doctor, which opens the waiting room. The
 * callbacks sit on the mutation itself: the screen unmounts as soon as the doctor exists.
 */
export function useSignUp(deviceId: string, { onSignedUp, onFailed }: SignUpCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    // The cast only mends the schema's `never` typing of gender and avatarNumber; the shape is checked here.
    mutationFn: (body: DoctorDetailsBody) => signUpDoctor({ ...body, deviceId } as unknown as CreateDoctorBody),
    onSuccess: (doctor) => {
      onSignedUp(doctor);
      queryClient.setQueryData(doctorKeys.doctor(deviceId), doctor);
    },
    onError: onFailed,
  });
}
