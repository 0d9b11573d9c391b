import { useQueryClient } from '@tanstack/react-query';
import { doctorKeys, useConsultationSocket } from '@telehealth/api-client';
import { WAITING_ROOM } from '@telehealth/schema';
import { toast } from '@telehealth/ui';

/**
 * Registers for the waiting room (spec §4): each new assignment refreshes the list and says so, an
 * operator's verification takes the doctor out of pending at once (no reload), and a consultation
 * the patient closes shows as closed without a reload.
 */
export function useWaitingRoomSocket(doctorId: string, deviceId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: doctorKeys.patients(doctorId) });
  useConsultationSocket(doctorId ? { userType: 'doctor', conversationId: WAITING_ROOM, userId: doctorId } : null, {
    onEvent: (event) => {
      if (event.type === 'doctor_verified') {
        queryClient.setQueryData(doctorKeys.doctor(deviceId), event.doctor);
        return;
      }
      if (event.type === 'conversation_closed') {
        refresh();
        return;
      }
      if (event.type !== 'new_patient_assigned') return;
      refresh();
      toast({
        title: 'New Patient Assigned',
        description: `${event.patient.fullName || 'A patient'} has been assigned to you`,
      });
    },
    onReconnect: () => {
      refresh();
      // A verification made while the socket was down is picked up too.
      void queryClient.invalidateQueries({ queryKey: doctorKeys.doctor(deviceId) });
    },
  });
}
