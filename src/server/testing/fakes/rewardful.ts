import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RewardfulSsoResponse } from '../../integrations/affiliates/rewardful';

// A local stand-in for Rewardful's REST API, only what the adapter uses (ADR 047):
// GET /v1/affiliates/{id}/sso with HTTP Basic auth (the API secret as user, no password).
// A wrong secret answers 401, an unknown affiliate 404, as Rewardful documents.

export type FakeRewardful = { apiBase: string; requests: string[]; close(): Promise<void> };

export async function startFakeRewardful(apiSecret: string, affiliateIds: string[]): Promise<FakeRewardful> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${apiSecret}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(401, { error: 'Invalid API Secret.' });
    const match = /^\/v1\/affiliates\/([^/]+)\/sso$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) return send(404, { error: 'Not found' });
    const id = decodeURIComponent(match[1]!);
    if (!affiliateIds.includes(id)) return send(404, { error: 'Affiliate not found' });
    const body: RewardfulSsoResponse = {
      sso: {
        url: `https://example.getrewardful.com/login?token=sso-${id}`,
        expires: new Date(Date.now() + 60_000).toISOString(),
      },
    };
    send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
