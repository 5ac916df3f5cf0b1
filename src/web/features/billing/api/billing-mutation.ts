import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A billing action: afterwards the overview and the plan (/api/me, the gates) are read again. */
export function useBillingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
