import { beforeAll, describe, expect, it } from 'vitest';
import { type CheckedDocument, operationProblems } from './openapi-check';
import { buildOpenApiDocumentOffline, type OpenApiDocument } from './openapi-offline';

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await buildOpenApiDocumentOffline();
}, 30_000);

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, path, op })),
  );

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId, a summary, an area tag, its security and its errors', () => {
    expect(operations().length).toBeGreaterThan(100);
    expect(operationProblems(doc as CheckedDocument)).toEqual([]);
  });

  it('asks for the session cookie or an API key on dashboard operations and for nothing on public ones', () => {
    const isPublic = (path: string) =>
      // Provider webhooks carry their own signature, not a session (ADR 032); the TLS proxy asks
      // about a domain without one (ADR 054).
      /^\/(public|auth|health|dev|webhooks|tls)\//.test(`${path}/`) ||
      (path.startsWith('/session/') && path !== '/session/verification-email');
    const anonymous = operations().filter(({ path }) => isPublic(path));
    for (const { where, op } of anonymous) expect(op.security, where).toEqual([]);
    // ADR 039: calendar providers' push notifications prove themselves by their channel's token.
    expect(anonymous.map((o) => o.where)).toEqual(
      expect.arrayContaining(['POST /webhooks/calendars/google', 'POST /webhooks/calendars/microsoft']),
    );
    // ADR 038: managing keys and webhooks takes the cookie only; REST hooks take a key only.
    // ADR 045: so do the email change, re-authentication and the list of signed-in browsers; and
    // ADR 046: the team endpoints.
    const cookieOnly = (path: string) =>
      /^\/(integrations\/|team\/|account\/(email-change|reauthenticate|sessions)\b)/.test(path);
    const keyOnly = (path: string) => path.startsWith('/hooks');
    // ADR 040: the call room lets in the expert by the cookie and a client by a signed link.
    const callRoom = (path: string) => path.startsWith('/calls/');
    const dashboard = operations().filter(
      ({ path }) => !isPublic(path) && !cookieOnly(path) && !keyOnly(path) && !callRoom(path),
    );
    expect(dashboard.map((o) => o.where)).toContain('GET /services');
    expect(dashboard.map((o) => o.where)).toContain('POST /session/verification-email');
    for (const { where, op } of dashboard) {
      expect(op.security, where).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    }
    const managing = operations().filter(({ path }) => cookieOnly(path));
    expect(managing.map((o) => o.where)).toContain('POST /integrations/api-keys');
    expect(managing.map((o) => o.where)).toContain('POST /account/email-change');
    for (const { where, op } of managing) expect(op.security, where).toEqual([{ sessionCookie: [] }]);
    const hooks = operations().filter(({ path }) => keyOnly(path));
    expect(hooks.map((o) => o.where)).toEqual(
      expect.arrayContaining(['POST /hooks', 'DELETE /hooks/{id}', 'GET /hooks/samples/{event}']),
    );
    for (const { where, op } of hooks) expect(op.security, where).toEqual([{ apiKey: [] }]);
    const calls = operations().filter(({ path }) => callRoom(path));
    expect(calls.map((o) => o.where)).toEqual(
      expect.arrayContaining(['GET /calls/{sessionId}', 'POST /calls/{sessionId}/join']),
    );
    for (const { where, op } of calls) expect(op.security, where).toEqual([{}, { sessionCookie: [] }]);
  });

  it("declares better-auth's session cookie and the API key bearer scheme", () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'slotwise.session_token' },
      apiKey: { type: 'http', scheme: 'bearer' },
    });
  });

  it('names its operations the way clients call them', () => {
    const id = (where: string) => operations().find((o) => o.where === where)?.op.operationId;
    expect(id('GET /services')).toBe('listServices');
    expect(id('POST /services')).toBe('createService');
    expect(id('GET /public/pages/{slug}')).toBe('getPublicPage');
    expect(id('GET /public/bookings/{token}/invite.ics')).toBe('getBookingInvite');
    expect(id('GET /auth/magic-link/verify')).toBe('verifyMagicLink');
  });

  it('describes errors with the one Error schema', () => {
    expect(doc.components?.schemas?.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    const notFound = doc.paths['/services/{id}']?.get?.responses?.['404'];
    expect(notFound).toEqual({
      description: 'Not found',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });
});

describe('operationProblems', () => {
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  const ok = {
    operationId: 'getService',
    summary: 'One service',
    tags: ['services'],
    security: [{ sessionCookie: [] }],
    parameters: [{ name: 'id' }],
    responses: { 200: {}, 400: error, 401: error, 404: error, 500: error },
  };

  it('finds nothing wrong with a whole operation', () => {
    expect(operationProblems({ paths: { '/services/{id}': { get: ok } } })).toEqual([]);
  });

  it('names what an operation lacks', () => {
    const lacking = { ...ok, operationId: undefined, tags: ['Services'], security: undefined };
    expect(operationProblems({ paths: { '/services/{id}': { get: lacking } } })).toEqual([
      'GET /services/{id}: no operationId',
      'GET /services/{id}: tags ["Services"] are not one of the areas in openapi-tags.ts',
      'GET /services/{id}: no security (signedIn or anonymous)',
    ]);
  });

  it('refuses a repeated operationId, a missing 401, 404 or 500, and an error in another shape', () => {
    const { 401: _a, 404: _b, 500: _c, ...responses } = ok.responses;
    const problems = operationProblems({
      paths: {
        '/services/{id}': { get: ok, put: { ...ok, responses: { ...responses, 400: { content: {} } } } },
      },
    });
    expect(problems).toEqual([
      "PUT /services/{id}: operationId getService is also GET /services/{id}'s",
      'PUT /services/{id}: no 500 response (any operation can fail)',
      'PUT /services/{id}: no 401 response (it needs the session or a key)',
      'PUT /services/{id}: no 404 response (its path names something)',
      'PUT /services/{id}: 400 is not the Error schema',
    ]);
  });
});
