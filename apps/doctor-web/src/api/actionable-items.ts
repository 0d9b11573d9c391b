import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doctorKeys, fetchActionableItems, toggleActionableItem } from '@telehealth/api-client';
import type { ActionableItem, ActionableItemsResponse } from '@telehealth/schema';
import { toast } from '@telehealth/ui';

export const actionableItemsQueryOptions = (conversationId: string, deviceId: string) =>
  queryOptions({
    queryKey: doctorKeys.actionableItems(conversationId, deviceId),
    queryFn: () => fetchActionableItems(conversationId, deviceId),
  });

/** The items exist only once clinical management has been generated, so they wait for it (spec §7). */
export const useActionableItems = (conversationId: string, deviceId: string, managementLoaded: boolean) =>
  useQuery({ ...actionableItemsQueryOptions(conversationId, deviceId), enabled: managementLoaded });

function withTicked(data: ActionableItemsResponse, itemId: string, ticked: boolean): ActionableItemsResponse {
  const lists = { ...data.actionableItems };
  for (const key of Object.keys(lists) as (keyof typeof lists)[]) {
    lists[key] = lists[key].map((item) => (item.id === itemId ? { ...item, ticked } : item));
  }
  return { actionableItems: lists };
}

/**
 * Ticks or unticks an item that is not issued yet. The tick shows at once (a doctor ticks several in a
 * row), is rolled back on failure, and the list is refetched either way (spec §4).
 */
export function useToggleActionableItem(conversationId: string, deviceId: string) {
  const queryClient = useQueryClient();
  const queryKey = doctorKeys.actionableItems(conversationId, deviceId);
  return useMutation({
    mutationFn: (item: ActionableItem) => toggleActionableItem(conversationId, item.id, deviceId, !item.ticked),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ActionableItemsResponse>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withTicked(previous, item.id, !item.ticked));
      return { previous };
    },
    onError: (_err, _item, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({ title: 'Error', description: 'Failed to toggle item', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
