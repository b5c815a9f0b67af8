import { useMutation, useQueryClient } from '@tanstack/react-query';

type QueryKey = readonly unknown[];

/**
 * A change sent to the server, after which the queries under `keys` are read again. The change
 * counts as done once they are (a form closes on the new rows), unless `background`: then at once,
 * the rows following a moment later.
 */
export function useRefreshingMutation<TVariables, TAnswer>(
  keys: readonly QueryKey[],
  send: (variables: TVariables) => Promise<TAnswer>,
  { background = false } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({ mutationFn: send, onSuccess: () => (background ? void refresh() : refresh()) });
}
