import http from 'node:http';
import { graphApi } from './graph-api';
import { signInAnswer, signInPage, tokenEndpoint } from './login';
import type { Answer, MicrosoftState } from './state';

// The fake's HTTP side: records each call, then routes it — the sign-in page and its answers
// (for a browser), the token endpoint, and Graph under /v1.0.

function parseBody(raw: string, type: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  if (type?.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function createMicrosoftServer(state: MicrosoftState): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = parseBody(Buffer.concat(chunks).toString('utf8'), req.headers['content-type']);
      state.calls.push({
        method,
        path: target.pathname,
        query: Object.fromEntries(target.searchParams),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
      });
      const form = (body ?? {}) as Record<string, string>;
      const login = target.pathname.match(
        /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|authorize\/approve|authorize\/deny|token)$/,
      );
      if (login && method === 'GET' && login[2] === 'authorize') {
        const page = signInPage(state, login[1]!, target.searchParams);
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page.html);
        return;
      }
      if (login && method === 'POST' && login[2]!.startsWith('authorize/')) {
        res.writeHead(303, { location: signInAnswer(state, login[2] === 'authorize/approve', form) });
        res.end();
        return;
      }
      let answer: Answer;
      if (login && method === 'POST' && login[2] === 'token') answer = tokenEndpoint(state, form);
      else if (target.pathname.startsWith('/v1.0/')) {
        answer = await graphApi(
          state,
          {
            method,
            path: target.pathname,
            query: target.searchParams,
            body,
            prefer: String(req.headers.prefer ?? ''),
          },
          req.headers.authorization ?? null,
        );
      } else answer = { status: 404, body: { error: 'not_found' } };
      if (answer.body === null) {
        res.writeHead(answer.status);
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
}
