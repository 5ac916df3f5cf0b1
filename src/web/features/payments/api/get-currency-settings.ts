import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencySettingsView } from '../../../../domain/payments/currency-change';
import { apiRequest } from '../../../lib/api-client';

export const CURRENCY_SETTINGS_QUERY_KEY = ['payments', 'currency'] as const;

export function getCurrencySettings(signal?: AbortSignal): Promise<CurrencySettingsView> {
  return apiRequest<CurrencySettingsView>('/payments/currency', { signal });
}

export const currencySettingsQueryOptions = () =>
  queryOptions({
    queryKey: CURRENCY_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getCurrencySettings(signal),
  });

export function useCurrencySettings() {
  return useQuery(currencySettingsQueryOptions());
}
