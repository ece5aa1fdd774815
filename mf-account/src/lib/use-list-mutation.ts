// A mutation whose answer updates a cached list (ADR 0008): the list under `queryKey` takes
// `update(list, answer, variables)` once the server has answered, in the one query cache every
// app shares, instead of each screen patching a copy of its own.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useListMutation<Item, Variables, Answer>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
  update: (list: Item[], answer: Answer, variables: Variables) => Item[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => queryClient.setQueryData<Item[]>(queryKey, (list) => list && update(list, answer, variables)),
  });
}
