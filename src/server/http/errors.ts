import { z } from '@hono/zod-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';

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
      code: z
        .string()
        .openapi({ description: 'Machine-readable, e.g. bad_request, unauthorized, not_found, conflict' }),
      message: z.string().openapi({ description: "The sentence to show (the spec's words)" }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ description: "Invalid input: each field's first message, by its path (a.b.0)" }),
    }),
  })
  .openapi('Error', { description: 'Every error the API answers: { error: { code, message, fields? } }' });

const errorDescriptions = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
  502: 'The provider gave no answer to use',
  500: 'Something went wrong (logged with the request id)',
} as const;

type ErrorStatus = Exclude<keyof typeof errorDescriptions, 500>;
type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof errorBodySchema } };
};

/**
 * Standard error responses to spread into an OpenAPI route's `responses`: the statuses given
 * plus 500, which any operation can answer (app.ts onError), all in the one Error shape.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const responses: Partial<Record<S | 500, ErrorResponse>> = {};
  for (const s of [...statuses, 500 as const]) {
    responses[s] = {
      description: errorDescriptions[s],
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return responses as Record<S | 500, ErrorResponse>;
}

/**
 * better-auth's handler answers its own refusals as { message, code } (the link routes mounted
 * in app.ts): the same response in the API's one error shape, so the document needs one schema.
 */
export async function inErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; code?: unknown; error?: unknown } | null;
  if (!body || body.error !== undefined) return response;
  const error: ErrorBody['error'] =
    response.status >= 500
      ? { code: 'internal', message: GENERIC_ERROR_MESSAGE }
      : {
          code: String(body.code ?? 'bad_request').toLowerCase(),
          message: String(body.message ?? 'Invalid request'),
        };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error }), { status: response.status, headers });
}
