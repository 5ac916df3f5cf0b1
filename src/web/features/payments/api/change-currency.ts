import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyChangeInput, CurrencySettingsView } from '../../../../domain/payments/currency-change';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currencySettingsQueryOptions } from './get-currency-settings';

export function changeCurrency(input: CurrencyChangeInput): Promise<CurrencySettingsView> {
  return apiRequest<CurrencySettingsView>('/payments/currency', { method: 'PUT', body: input });
}

export function useChangeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCurrency,
    onSuccess: (settings) => {
      queryClient.setQueryData(currencySettingsQueryOptions().queryKey, settings);
      // Every price on the page may have changed: services, series, packages, sessions, the
      // overview. Cheaper to refetch what is shown than to list each area's keys here.
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      // The list or the currency changed meanwhile: load the new one for the next try.
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: currencySettingsQueryOptions().queryKey });
      }
    },
  });
}
