import { isLinkMac, signLink } from '../../link-signing';

// The local-disk adapter's download URLs point at this app (`/files/<key>?expires=&sig=`, ADR 027):
// the MAC covers the key, the expiry and the offered file name, so none of them can be changed.
const macInput = (key: string, expires: number, name: string | undefined) =>
  `${key}\n${expires}\n${name ?? ''}`;

export function signFileUrl(
  signingKey: string,
  publicUrl: string,
  key: string,
  expires: number,
  name?: string,
): string {
  const sig = signLink(signingKey, 'file', macInput(key, expires, name));
  const query = new URLSearchParams({ expires: String(expires), sig });
  if (name !== undefined) query.set('name', name);
  return `${publicUrl}/files/${key}?${query}`;
}

export type FileUrlCheck = 'valid' | 'invalid' | 'expired';

/** Checks a download's query; `nowMs` is the caller's clock. */
export function checkFileUrl(
  signingKey: string,
  key: string,
  query: { expires?: string; sig?: string; name?: string },
  nowMs: number,
): FileUrlCheck {
  if (!query.expires || !/^\d{1,12}$/.test(query.expires) || !query.sig || query.sig.length > 100) {
    return 'invalid';
  }
  const expires = Number(query.expires);
  if (!isLinkMac(signingKey, 'file', macInput(key, expires, query.name), query.sig)) return 'invalid';
  return nowMs < expires * 1000 ? 'valid' : 'expired';
}
