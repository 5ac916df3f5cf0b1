export const DEFAULT_AFTER_SIGN_IN = '/dashboard/home';

/** Where to go after signing in: only a path on this site, never another origin (open redirect). */
export function safeNextPath(next: string | null, origin = 'http://slotwise.invalid'): string {
  if (!next?.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  // Let the URL parser decide (it strips tabs and newlines, reads backslashes as slashes):
  // only what stays on our own origin is followed.
  const url = new URL(next, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in screen that comes back to `path` (path + search) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
