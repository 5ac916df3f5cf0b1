// The one HTTP client of both browser entries: the dashboard, and the public booking pages
// (src/public imports this file, ADR 031), so it stays plain fetch, with no React, Mantine or
// dashboard import that would grow the clients' download. Every API error has the shape
// { error: { code, message, fields? } } (guide, rule 9); the UI shows `message` verbatim.

import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json;
  /** A file sent as the body itself, with its own content type (a photo upload). */
  file?: Blob;
  signal?: AbortSignal;
}

function isErrorBody(
  value: unknown,
): value is { error: { code: string; message: string; fields?: unknown } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls the API under /api with the session cookie; resolves with the JSON body or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, file, signal } = options;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: file
        ? { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' }
        : body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError(
        response.status,
        payload.error.code,
        payload.error.message,
        stringFields(payload.error.fields),
      );
    }
    throw new ApiError(response.status, 'unexpected', GENERIC_ERROR_MESSAGE);
  }
  return payload as T;
}

/** The words to show for any failure: the API's own message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
