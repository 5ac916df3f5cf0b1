import http from 'node:http';
import { calendarApi } from './calendar-api';
import { certs, consentAnswer, consentPage, tokenEndpoint } from './oauth';
import type { Answer, GoogleState } from './state';

// The fake's HTTP side: records each call, then routes it — the consent page and its two
// answers (HTML and redirects, for a browser), the token endpoint and ID token keys (OAuth), and
// the Calendar API (JSON).

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

export function createGoogleServer(state: GoogleState): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = parseBody(Buffer.concat(chunks).toString('utf8'), req.headers['content-type']);
      const authorization = req.headers.authorization ?? null;
      state.calls.push({
        method,
        path: target.pathname,
        query: Object.fromEntries(target.searchParams),
        body,
        authorization,
      });
      const form = (body ?? {}) as Record<string, string>;
      if (method === 'GET' && target.pathname === '/o/oauth2/v2/auth') {
        const page = consentPage(state, target.searchParams);
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page.html);
        return;
      }
      const consent = target.pathname.match(/^\/o\/oauth2\/v2\/auth\/(approve|deny)$/)?.[1];
      if (method === 'POST' && consent) {
        res.writeHead(303, { location: consentAnswer(state, consent === 'approve', form) });
        res.end();
        return;
      }
      let answer: Answer;
      if (method === 'POST' && target.pathname === '/token') answer = tokenEndpoint(state, form);
      else if (method === 'GET' && target.pathname === '/oauth2/v1/certs') answer = certs(state);
      else {
        answer = calendarApi(
          state,
          { method, path: target.pathname, query: target.searchParams, body },
          authorization,
        );
      }
      if (answer.body === null) {
        res.writeHead(answer.status, answer.headers);
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
}
