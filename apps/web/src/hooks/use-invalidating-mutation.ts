import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeds, refetches the queries under `queryKey` (a key from the
 * domain's key factory), so every screen showing them catches up.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/**
 * A delete by id that, once it succeeds, drops the deleted item's own query (`itemKey`; refetching
 * it would only 404) and refetches the lists under `listKey`.
 */
export function useDeletingMutation<TId>(
  mutationFn: (id: TId) => Promise<unknown>,
  { itemKey, listKey }: { itemKey: (id: TId) => QueryKey; listKey: QueryKey },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: itemKey(id) });
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
