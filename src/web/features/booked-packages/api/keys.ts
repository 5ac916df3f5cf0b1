import type { QueryClient } from '@tanstack/react-query';

// Every booked packages query starts with this key: an edit, a new expiry or a cancelled plan
// changes the list and the package, so every mutation refreshes them all.
export const BOOKED_PACKAGES_QUERY_KEY = ['booked-packages'] as const;

export function invalidateBookedPackageQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BOOKED_PACKAGES_QUERY_KEY });
}

export const bookedPackageUrl = (id: string, rest = '') =>
  `/booked-packages/${encodeURIComponent(id)}${rest}`;
