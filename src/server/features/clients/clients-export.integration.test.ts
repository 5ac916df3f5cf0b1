import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '../../testing/experts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp, type TestClient } from '../../testing/test-app';
import { insertClients, twoExperts } from './clients-testing';
import { EXPORT_BATCH } from './export-service';

let t: TestApp;
let ada: TestClient;
let adaOwner: Owner;
let bob: TestClient;

const T0 = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ({ client: ada, owner: adaOwner } = experts.ada);
  bob = experts.bob.client;
  await insertClients(t, experts.bob.owner, [
    { firstName: 'Bobs', lastName: 'Client', email: 'bobs@client.io' },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** The raw bytes of the export, as a browser downloads them. */
async function download(client: TestClient) {
  const res = await t.fetch(
    new Request(`${TEST_PUBLIC_URL}/api/clients/export`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    }),
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('clients CSV export', () => {
  it('is UTF-8 with a BOM and CRLF, the spec columns, newest first, named for the date', async () => {
    await insertClients(t, adaOwner, [
      { firstName: 'Old', lastName: 'Client', email: 'old@x.io', createdAt: new Date(T0) },
      {
        firstName: 'Zoë',
        lastName: 'Łukasiewicz',
        email: 'zoe@x.io',
        createdAt: new Date(T0 + 60_000),
        lastSessionAt: new Date(T0 + 120_000),
      },
    ]);
    const { res, bytes } = await download(ada);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    // The expert signed up in UTC (no zone given), so the date is today's in UTC.
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="clients-${today}.csv"`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe(
      'createdAt,firstName,lastName,email,lastSessionAt\r\n' +
        '2026-01-01T00:01:00.000Z,Zoë,Łukasiewicz,zoe@x.io,2026-01-01T00:02:00.000Z\r\n' +
        '2026-01-01T00:00:00.000Z,Old,Client,old@x.io,\r\n',
    );
  });

  it('quotes commas and quotes, and neutralises cells that would run as formulas', async () => {
    await insertClients(t, adaOwner, [
      {
        firstName: '=HYPERLINK("http://evil","x")',
        lastName: 'Smith, Jr.',
        email: 'hack@x.io',
        createdAt: new Date(T0 + 300_000),
      },
      { firstName: '+1', lastName: '@SUM(A1)', email: 'minus@x.io', createdAt: new Date(T0 + 240_000) },
      { firstName: '-2', lastName: 'Tab', email: 'tab@x.io', createdAt: new Date(T0 + 180_000) },
    ]);
    const text = new TextDecoder().decode((await download(ada)).bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[1]).toBe(
      `2026-01-01T00:05:00.000Z,"'=HYPERLINK(""http://evil"",""x"")","Smith, Jr.",hack@x.io,`,
    );
    expect(lines[2]).toBe("2026-01-01T00:04:00.000Z,'+1,'@SUM(A1),minus@x.io,");
    expect(lines[3]).toBe("2026-01-01T00:03:00.000Z,'-2,Tab,tab@x.io,");
  });

  it('streams every client across batches, each once, newest first', async () => {
    const n = EXPORT_BATCH + 7;
    // Pairs share an instant: the id breaks the tie and no row is lost between batches.
    await insertClients(
      t,
      adaOwner,
      Array.from({ length: n }, (_, i) => ({
        firstName: `Bulk${i}`,
        lastName: 'Row',
        email: `bulk${i}@x.io`,
        createdAt: new Date(T0 - (Math.floor(i / 2) + 1) * 1000),
      })),
    );
    const text = new TextDecoder().decode((await download(ada)).bytes.slice(3));
    const rows = text.split('\r\n').slice(1, -1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows).toHaveLength(n + 5);
    const emails = rows.map((r) => r.split(',').at(-2));
    expect(new Set(emails).size).toBe(n + 5);
    const times = rows.map((r) => r.slice(0, 24));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("holds only the expert's own clients", async () => {
    const text = new TextDecoder().decode((await download(bob)).bytes.slice(3));
    expect(text.split('\r\n').slice(1, -1)).toEqual([
      expect.stringContaining(',Bobs,Client,bobs@client.io,'),
    ]);
  });
});
