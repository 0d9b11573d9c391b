import { useMutation } from '@tanstack/react-query';
import { resetDoctorDatabase } from '@telehealth/api-client';
import { toast } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';
import { useLogout } from '../../../hooks/use-logout';

/**
 * Deletes every doctor and assignment (spec §4). This doctor is gone too, so the device forgets its
 * id and sign-up opens, exactly as on Logout.
 */
export function useResetDatabase(onDone: () => void) {
  const logout = useLogout();
  return useMutation({
    mutationFn: resetDoctorDatabase,
    onSuccess: async ({ deletedCount }) => {
      toast({ title: 'Database Reset', description: `Deleted ${deletedCount} doctors and all assignments` });
      onDone();
      await logout();
    },
    onError: (err) =>
      toast({ title: 'Reset failed', description: errorText(err, 'Failed to reset database'), variant: 'destructive' }),
  });
}
