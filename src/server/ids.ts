import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 20-character URL-safe random id (~119 bits). */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  // Rejection sampling keeps the distribution uniform (248 = 4 * 62).
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const b = bytes[i]!;
    if (b < 248) id += ALPHABET[b % 62];
  }
  return id.length === length ? id : newId(length);
}
