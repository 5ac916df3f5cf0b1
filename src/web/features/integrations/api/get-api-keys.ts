import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyView } from '../../../../domain/integrations/integration-view';
import { apiRequest } from '../../../lib/api-client';

export type ApiKeyList = { keys: ApiKeyView[] };

export const API_KEYS_QUERY_KEY = ['integrations', 'api-keys'] as const;

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/integrations/api-keys', { signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => getApiKeys(signal) });

/** The expert's API keys: names and prefixes, never the keys themselves. */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
