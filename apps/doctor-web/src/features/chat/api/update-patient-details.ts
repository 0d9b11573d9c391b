import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, updatePatientDetails } from '@telehealth/api-client';
import type { ClinicalManagementResponse, PatientDetailsBody } from '@telehealth/schema';
import { toast } from '@telehealth/ui';

export type PatientDetailsChanges = Omit<PatientDetailsBody, 'doctorDeviceId'>;

/**
 * Saves the patient's details as the doctor completed or corrected them. The conversation is
 * refreshed from the answer, so the panel, the chat header and Issue see the new name at once, and so
 * is the clinical management already loaded: the server has written the new details into its summary.
 * A refusal (a bad Medicare number, a date that is no date) is left to the form to show.
 */
export function useUpdatePatientDetails(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PatientDetailsChanges) => updatePatientDetails(conversationId, deviceId, changes),
    onSuccess: (conversation) => {
      queryClient.setQueryData(doctorKeys.conversation(conversationId, deviceId), conversation);
      const management = conversation.clinicalManagementText;
      if (management) {
        queryClient.setQueryData<ClinicalManagementResponse>(doctorKeys.clinicalManagement(conversationId), (cached) =>
          cached ? { ...cached, management } : cached,
        );
      }
      toast({ title: 'Patient details saved', description: 'Documents issued from now on use these details.' });
    },
  });
}
