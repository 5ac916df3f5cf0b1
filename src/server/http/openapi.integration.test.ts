import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import type { OpenApiDocument, OpenApiOperation } from './openapi-offline';

// The document against the running server: every operation is called without the session and
// as a signed-in expert with no booking page, with an unknown id and an empty body; what it
// answers must be a status it declares, in the Error shape when it is an error.

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().request('GET', '/api/openapi.json')).body;
});
afterAll(async () => {
  await t.close();
});

type Call = { method: string; path: string; url: string; op: OpenApiOperation & { requestBody?: unknown } };

function calls(): Call[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      url: `/api${path.replace(/\{\w+\}/g, 'unknown-id')}`,
      op,
    })),
  );
}

async function answers(client: TestClient, call: Call) {
  const body = call.op.requestBody ? {} : undefined;
  const res = await client.request(call.method, call.url, body);
  return { status: res.status, body: res.body };
}

describe('the OpenAPI document and the running server', () => {
  it('answers every operation without a session with a status it declares; dashboard ones with 401', async () => {
    const wrong: string[] = [];
    for (const call of calls()) {
      const { status, body } = await answers(t.client(), call);
      const where = `${call.method} ${call.path}`;
      if (!call.op.responses?.[status]) wrong.push(`${where} answered ${status}, not declared`);
      const needsSession = (call.op.security?.length ?? 0) > 0;
      if (needsSession && status !== 401) wrong.push(`${where} answered ${status} without a session`);
      if (!needsSession && status === 401 && !call.path.startsWith('/auth/')) {
        wrong.push(`${where} is declared public but answered 401`);
      }
      if (status >= 400 && status !== 503) {
        expect(body, where).toEqual({ error: expect.objectContaining({ code: expect.any(String) }) });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every dashboard operation of a new expert with a status it declares', async () => {
    const expert = await t.expert('openapi-contract@example.com');
    const wrong: string[] = [];
    for (const call of calls().filter((c) => c.op.security?.some((s) => 'sessionCookie' in s))) {
      const { status } = await answers(expert, call);
      if (!call.op.responses?.[status])
        wrong.push(`${call.method} ${call.path} answered ${status}, not declared`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers the link routes' refusals as a person clicking an email link needs: a redirect that explains", async () => {
    // ADR 025: the links are opened in a browser, so a missing or forged token leads to the
    // screen that says the link no longer works, never a JSON error page.
    const missing = await t.client().request('GET', '/api/auth/verify-email');
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toMatch(/\/dashboard\/home\?verified=1&error=INVALID_TOKEN$/);
    const forged = await t.client().request('GET', '/api/auth/reset-password/forged');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toMatch(/\/reset-password\?error=INVALID_TOKEN$/);
  });
});
