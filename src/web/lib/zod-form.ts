import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client';

/**
 * Turns a shared zod schema into a @mantine/form `validate` function, so a form shows exactly the
 * messages the API would answer with (guide, rule 2: one schema, both sides).
 */
export function zodValidate<Values>(schema: z.ZodType): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      // Nested fields keep their whole path ('rules.frequency.maxCount'), as @mantine/form and
      // the API's fields map name them.
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

/**
 * Splits a failed request into errors for the form's own fields and a form-level message, so a
 * message the API ties to a field we do not show is never lost.
 */
export function apiFormErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fields: FormErrors; message: string | null } {
  if (error === null || error === undefined) return { fields: {}, message: null };
  const fields: FormErrors = {};
  if (error instanceof ApiError && error.fields) {
    for (const [name, message] of Object.entries(error.fields))
      if (fieldNames.includes(name)) fields[name] = message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : errorMessage(error) };
}
