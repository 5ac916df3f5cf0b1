import { z } from 'zod';

/**
 * A string field whose "missing" and "wrong type" errors carry the given message, so a request
 * with `null` or no value answers with the spec's words rather than zod's.
 */
export function text(missingMessage: string) {
  return z.string({ error: () => missingMessage });
}
