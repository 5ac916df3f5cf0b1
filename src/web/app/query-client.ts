import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

// A 4xx answer will not change by asking again; a dropped connection or a 5xx might.
const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => !isClientError(error) && failureCount < 2 },
      mutations: { retry: false },
    },
  });
}
