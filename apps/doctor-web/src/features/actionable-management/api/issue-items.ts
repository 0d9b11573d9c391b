import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, issueItems } from '@telehealth/api-client';
import type { ActionableItems } from '@telehealth/schema';
import { toast } from '@telehealth/ui';
import { countIssuable, pendingDocumentItems } from '../../../lib/actionable-items';
import { errorText } from '../../../lib/error-text';

/**
 * Issue (spec §4, §5, §8): sends every ticked, un-issued item to the patient. With nothing to send it
 * says so and makes no call. Afterwards the items and the chat are refetched: documents and advice
 * arrive there as messages.
 */
export function useIssueItems(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  // A ref, not the mutation state: a second click in the same frame must see the first one.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: () => issueItems(conversationId, deviceId),
    onSuccess: ({ summary }) =>
      toast({
        title: 'Items issued successfully',
        description: summary || 'All ticked items have been processed and sent to the patient',
      }),
    onError: (err) =>
      toast({
        title: 'Error issuing items',
        description: errorText(err, 'Failed to issue items. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: async () => {
      running.current = false;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorKeys.actionableItems(conversationId, deviceId) }),
        queryClient.invalidateQueries({ queryKey: doctorKeys.messages(conversationId, deviceId) }),
      ]);
    },
  });

  /** `hasName`: whether the patient's full name is known; documents cannot be issued without it. */
  const issue = (items: ActionableItems | undefined, hasName = true) => {
    if (running.current) return;
    if (countIssuable(items) === 0) {
      toast({
        title: 'No items to issue',
        description: 'Please tick at least one item before issuing',
        variant: 'destructive',
      });
      return;
    }
    if (!hasName && pendingDocumentItems(items, true) > 0) {
      toast({
        title: "The patient's full name is needed",
        description: 'Add it in Patient Information in the chat, or untick the certificates, requests and letters.',
        variant: 'destructive',
      });
      return;
    }
    running.current = true;
    mutation.mutate();
  };
  return { issue, isIssuing: mutation.isPending };
}
