import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** JSON over fetch, with the API's error shape turned into an ApiError. */
export async function api<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init?.method ?? 'GET',
      headers: init?.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR_MESSAGE);
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const error = body?.error;
    throw new ApiError(
      res.status,
      typeof error?.message === 'string' ? error.message : GENERIC_ERROR_MESSAGE,
      error?.fields,
    );
  }
  return body as T;
}

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'ready'; data: T };

/** Loads path (null waits) and reloads when it changes; retry() asks again. */
export function useApi<T>(path: string | null): Loadable<T> & { retry: () => void; set: (data: T) => void } {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt triggers a retry
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setResult({ state: 'loading' });
    api<T>(path).then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) =>
        live &&
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, GENERIC_ERROR_MESSAGE),
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
