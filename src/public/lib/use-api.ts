import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest } from '../../web/lib/api-client';

// The public pages load with this small hook rather than the dashboard's TanStack Query, which
// would add to every client's download (ADR 015); requests go through the one API client (ADR 031).

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'ready'; data: T };

/** Loads path under /api (null waits) and reloads when it changes; retry() asks again. */
export function useApi<T>(path: string | null): Loadable<T> & { retry: () => void; set: (data: T) => void } {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt triggers a retry
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setResult({ state: 'loading' });
    apiRequest<T>(path).then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) =>
        live &&
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, 'unexpected', GENERIC_ERROR_MESSAGE),
        }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return { ...result, retry, set };
}
