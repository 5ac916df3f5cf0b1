import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * spec (teamsLoginSubstituteUser): a single-use token for the member, traded at once for a
 * session of theirs in this browser.
 */
export async function logInAs(memberId: string): Promise<void> {
  const { token } = await apiRequest<{ token: string }>(
    `/team/members/${encodeURIComponent(memberId)}/login-token`,
    { method: 'POST' },
  );
  await apiRequest('/session/impersonation', { method: 'POST', body: { token } });
}

/** Signs in as the member; the caller goes to /login (spec), which opens their dashboard. */
export function useLogInAs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logInAs, onSuccess: () => queryClient.clear() });
}
