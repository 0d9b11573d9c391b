import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCertificate, doctorKeys } from '@telehealth/api-client';
import type { AddCertificateBody } from '@telehealth/schema';
import { toast } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';

export type CertificateChoice = Omit<AddCertificateBody, 'doctorDeviceId'>;

/** Adds a medical certificate to the items (unticked); the doctor ticks it to issue it. */
export function useAddCertificate(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: CertificateChoice) => addCertificate(conversationId, deviceId, choice),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: doctorKeys.actionableItems(conversationId, deviceId) });
      toast({ title: 'Certificate added', description: 'Tick it, then Issue it from Actionable Management.' });
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorText(err, 'Failed to add the certificate'),
        variant: 'destructive',
      }),
  });
}
