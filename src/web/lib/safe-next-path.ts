export const DEFAULT_AFTER_SIGN_IN = '/dashboard/home';

/** Where to go after signing in: only a path on this site, never another origin (open redirect). */
export function safeNextPath(next: string | null): string {
  const isLocalPath = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return isLocalPath && next ? next : DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in screen that comes back to `path` (path + search) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
