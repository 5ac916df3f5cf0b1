import type { z } from 'zod';
import { validationError } from './errors';

/**
 * Parses a body with a schema that depends on the expert (page currency, plan limits), which
 * the route cannot declare up front: a failure is the API's usual 400 with field messages.
 */
export function parseInput<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
