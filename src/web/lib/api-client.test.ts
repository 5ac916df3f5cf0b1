import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../domain/shared/messages';
import { ApiError, apiRequest, errorMessage } from './api-client';

function respondWith(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text || null, { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the body', async () => {
    respondWith(200, { ok: true });
    await expect(
      apiRequest('/session/sign-in', { method: 'POST', body: { email: 'a@b.co' } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/session/sign-in');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"email":"a@b.co"}' });
  });

  it("keeps the server's message, code and field errors", async () => {
    respondWith(409, {
      error: {
        code: 'conflict',
        message: 'This URL is already taken',
        fields: { slug: 'This URL is already taken' },
      },
    });
    const error = await failure(apiRequest('/booking-page', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'This URL is already taken',
      fields: { slug: 'This URL is already taken' },
    });
  });

  it('shows the generic message for a 5xx without a body', async () => {
    respondWith(502, '<html>Bad gateway</html>');
    const error = await failure(apiRequest('/me'));
    expect(error.status).toBe(502);
    expect(errorMessage(error)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('shows the generic message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/me'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something went wrong. Please try again later.');
  });
});
