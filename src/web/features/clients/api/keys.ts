/** Every clients query starts with this key, so one invalidation refreshes them all. */
export const CLIENTS_KEY = ['clients'] as const;
export const clientKey = (id: string) => [...CLIENTS_KEY, 'client', id] as const;
