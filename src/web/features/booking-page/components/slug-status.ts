import { slugField } from '../../../../domain/booking-page/slug';
import { ApiError } from '../../../lib/api-client';
import type { SlugAvailability } from '../api/check-slug-availability';

// spec (doc 2, §5, Slug): the words when the uniqueness check cannot reach the server.
export const SLUG_CHECK_OFFLINE_MESSAGE = "Failed to check URL uniqueness: You're offline";
export const SLUG_AVAILABLE_MESSAGE = 'This URL is available';

export type SlugStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'unavailable'; message: string };

/** The slug worth asking the server about, or null when the shared schema already says no. */
export function slugToCheck(value: string): { slug: string | null; localError: string | null } {
  if (value.trim() === '') return { slug: null, localError: null };
  const parsed = slugField.safeParse(value);
  if (!parsed.success) return { slug: null, localError: parsed.error.issues[0]?.message ?? null };
  return { slug: parsed.data, localError: null };
}

interface StatusInput {
  typing: boolean;
  localError: string | null;
  checkedSlug: string | null;
  isFetching: boolean;
  data: SlugAvailability | undefined;
  error: unknown;
}

/** What the URL field says under itself while the expert types. */
export function slugStatus({
  typing,
  localError,
  checkedSlug,
  isFetching,
  data,
  error,
}: StatusInput): SlugStatus {
  if (typing) return { kind: 'idle' };
  if (localError) return { kind: 'unavailable', message: localError };
  if (checkedSlug === null) return { kind: 'idle' };
  if (isFetching && !data) return { kind: 'checking' };
  if (data)
    return data.available ? { kind: 'available' } : { kind: 'unavailable', message: data.message ?? '' };
  if (error instanceof ApiError && error.status === 0)
    return { kind: 'unavailable', message: SLUG_CHECK_OFFLINE_MESSAGE };
  return { kind: 'idle' };
}
