import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, generateClinicalManagement } from '@telehealth/api-client';
import { toast } from '@telehealth/ui';

/** Regenerate (spec §4, §8): a forced fresh generation, then the new text and its items replace the old. */
export function useRegenerate(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  // A ref, not the mutation state: a second click in the same frame must see the first one.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: () => generateClinicalManagement(conversationId, deviceId, true),
    onMutate: () => {
      toast({ title: 'Regenerating...', description: 'Creating fresh clinical management' });
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(doctorKeys.clinicalManagement(conversationId), result);
      await queryClient.invalidateQueries({ queryKey: doctorKeys.actionableItems(conversationId, deviceId) });
      toast({ title: 'Success', description: 'Clinical management regenerated' });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to regenerate clinical management', variant: 'destructive' }),
    onSettled: () => {
      running.current = false;
    },
  });

  /** Ignored while a regeneration runs, or without a conversation or device id (spec §5). */
  const regenerate = () => {
    if (running.current || !conversationId || !deviceId) return;
    running.current = true;
    mutation.mutate();
  };
  return { regenerate, isRegenerating: mutation.isPending };
}
