import { z } from '@hono/zod-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// The one error shape of the API (guide, rule 9): { error: { code, message, fields? } }.
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

/** A 429: the app's error handler sends `retryAfterSeconds` as the Retry-After header. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
    this.name = 'TooManyRequests';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in') => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);

/** Turns zod issues into the error shape: the first message leads, each field keeps its first message. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid input', fields);
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

/** Standard error responses to spread into an OpenAPI route's `responses`. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 429>) {
  const descriptions: Record<number, string> = {
    400: 'Invalid input',
    401: 'Not signed in',
    403: 'Not allowed',
    404: 'Not found',
    409: 'Conflict',
    429: 'Too many requests',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s], content: { 'application/json': { schema: errorBodySchema } } },
    ]),
  ) as Record<
    (typeof statuses)[number],
    { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } }
  >;
}
