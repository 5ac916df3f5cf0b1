import { z } from 'zod';

/**
 * A string field whose "missing" and "wrong type" errors carry the given message, so a request
 * with `null` or no value answers with the spec's words rather than zod's.
 */
export function text(missingMessage: string) {
  return z.string({ error: () => missingMessage });
}

// A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored as PostgreSQL text: no NUL character (PostgreSQL refuses it,
 * SQLSTATE 22021) and no lone surrogate (it would be written as U+FFFD, not what was sent).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = 'This text contains characters that are not allowed.';

/**
 * The path of the first string (or object key) in a JSON-like value that is not storable text,
 * or null. Walks with its own stack, so a deeply nested value cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): Array<string | number> | null {
  // Each entry points at its parent, so the path is only built for the one bad string.
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry | undefined) => {
    const path: Array<string | number> = [];
    for (let at = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++)
        stack.push({ value: current[index], key: index, parent: entry });
    } else if (current !== null && typeof current === 'object' && !(current instanceof Date)) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return pathOf(entry);
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}
