import type { QueryClient } from '@tanstack/react-query';
import { AVAILABILITIES_QUERY_KEY } from '../../availabilities/api/get-availabilities';
import { SCHEDULING_RULES_QUERY_KEY } from '../../scheduling/api/get-scheduling-rules';
import { SERVICES_QUERY_KEY } from './get-services';

/**
 * After a service is created, changed, deleted or moved: the list, the rules page's list of
 * services with custom rules and the availabilities' service counts. Awaited by the mutations,
 * and refetched even while no screen shows them (the form is open instead of the list), so the
 * screen they return to shows the change at once. A service's own query is left alone:
 * refetching a deleted one while its screen is still mounted would show Not found instead of
 * letting the screen navigate away.
 */
export function invalidateServices(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SERVICES_QUERY_KEY, exact: true, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: SCHEDULING_RULES_QUERY_KEY, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: AVAILABILITIES_QUERY_KEY, refetchType: 'all' }),
  ]);
}
