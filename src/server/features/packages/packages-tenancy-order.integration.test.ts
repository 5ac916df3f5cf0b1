import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../db/schema/packages';
import { expertWithPage, type Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import {
  createPackage,
  insertGroupSession,
  insertSeries,
  insertService,
  packageBody,
} from './packages-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaOwner: Owner;
let bobOwner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: ada, owner: adaOwner } = await expertWithPage(t, 'ada@example.com', 'ada-coaching'));
  ({ client: bob, owner: bobOwner } = await expertWithPage(t, 'bob@example.com', 'bob-tutoring'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.services.deps.database.db;
const titles = async (client: TestClient) =>
  ((await client.request('GET', '/api/packages')).body as { title: string }[]).map((p) => p.title);

describe('tenancy', () => {
  it("answers 404 for another expert's package, whatever the action, and leaves it alone", async () => {
    const mine = await createPackage(ada, { title: "Ada's package" });
    expect((await bob.request('GET', `/api/packages/${mine.id}`)).status).toBe(404);
    const put = await bob.request('PUT', `/api/packages/${mine.id}`, packageBody({ title: 'Taken over' }));
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Not found');
    expect((await bob.request('DELETE', `/api/packages/${mine.id}`)).status).toBe(404);
    expect((await bob.request('GET', `/api/packages/${'x'.repeat(500)}`)).status).toBe(404);
    expect(await titles(bob)).toEqual([]);
    const [row] = await db().select().from(packages).where(eq(packages.id, mine.id));
    expect(row).toMatchObject({ title: "Ada's package", isDeleted: false });
    await ada.request('DELETE', `/api/packages/${mine.id}`);
  });

  it("answers 404 when a package would include another expert's service, series or group session", async () => {
    const service = await insertService(t, adaOwner, 'Coaching call');
    const series = await insertSeries(t, adaOwner, 'Yoga series');
    const session = await insertGroupSession(t, adaOwner, 'Breathwork circle');
    const own = await insertService(t, bobOwner, 'Maths tutoring');
    for (const body of [
      { personalSessions: [{ serviceId: service, count: 1 }] },
      { personalSessions: [{ serviceId: own, count: 1 }], series: [{ seriesId: series, count: 1 }] },
      { groupSessionIds: [session.id] },
      { groupSessionIds: ['no-such-session'] },
    ]) {
      const res = await bob.request('POST', '/api/packages', packageBody(body));
      expect(res.status).toBe(404);
    }
    expect(await titles(bob)).toEqual([]);
    const options = (await bob.request('GET', '/api/packages/options')).body;
    expect(options).toEqual({
      services: [{ id: own, title: 'Maths tutoring', duration: 60, hidden: false }],
      series: [],
      groupSessions: [],
    });
    const mine = await createPackage(bob, { personalSessions: [{ serviceId: own, count: 2 }] });
    const res = await bob.request(
      'PUT',
      `/api/packages/${mine.id}`,
      packageBody({ personalSessions: [{ serviceId: service, count: 1 }] }),
    );
    expect(res.status).toBe(404);
    expect((await bob.request('GET', `/api/packages/${mine.id}`)).body.personalSessions).toEqual([
      { serviceId: own, title: 'Maths tutoring', count: 2 },
    ]);
    await bob.request('DELETE', `/api/packages/${mine.id}`);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.client().request('GET', '/api/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/packages', '/packages/options', '/packages/order', '/packages/{id}']),
    );
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/packages')).status).toBe(401);
    expect((await t.client().request('POST', '/api/packages', packageBody())).status).toBe(401);
  });
});

describe('deleting', () => {
  it('is a soft delete: the package leaves the list and answers 404, its row stays', async () => {
    const kept = await createPackage(ada, { title: 'Kept package' });
    const gone = await createPackage(ada, { title: 'Gone package' });
    expect((await ada.request('DELETE', `/api/packages/${gone.id}`)).status).toBe(204);
    expect(await titles(ada)).toEqual(['Kept package']);
    expect((await ada.request('GET', `/api/packages/${gone.id}`)).status).toBe(404);
    expect((await ada.request('PUT', `/api/packages/${gone.id}`, packageBody())).status).toBe(404);
    expect((await ada.request('DELETE', `/api/packages/${gone.id}`)).status).toBe(404);
    const [row] = await db().select().from(packages).where(eq(packages.id, gone.id));
    expect(row).toMatchObject({ title: 'Gone package', isDeleted: true });
    await ada.request('DELETE', `/api/packages/${kept.id}`);
  });

  it('deletes once when two deletes race', async () => {
    const pkg = await createPackage(ada, { title: 'Raced package' });
    const results = await Promise.all([
      ada.request('DELETE', `/api/packages/${pkg.id}`),
      ada.request('DELETE', `/api/packages/${pkg.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    expect(await titles(ada)).toEqual([]);
  });
});

describe('reordering', () => {
  let ids: string[];

  it('lists packages in creation order', async () => {
    ids = [];
    for (const title of ['Package A', 'Package B', 'Package C', 'Package D']) {
      ids.push((await createPackage(ada, { title })).id);
    }
    expect(await titles(ada)).toEqual(['Package A', 'Package B', 'Package C', 'Package D']);
    // Creation times one millisecond apart could tie; spread them so the test below is exact.
    for (const [i, id] of ids.entries())
      await db()
        .update(packages)
        .set({ order: (i + 1) * 1000 })
        .where(eq(packages.id, id));
  });

  it('writes a new order value only for the packages that moved', async () => {
    const before = await db().select().from(packages).where(eq(packages.pageId, adaOwner.pageId));
    const [a, b, c, d] = ids as [string, string, string, string];
    const res = await ada.request('PUT', '/api/packages/order', { ids: [a, c, b, d] });
    expect(res.status).toBe(204);
    expect(await titles(ada)).toEqual(['Package A', 'Package C', 'Package B', 'Package D']);
    const after = await db().select().from(packages).where(eq(packages.pageId, adaOwner.pageId));
    const changed = after
      .filter((row) => {
        const old = before.find((o) => o.id === row.id)!;
        return old.order !== row.order || old.updatedAt.getTime() !== row.updatedAt.getTime();
      })
      .map((row) => row.id)
      .sort();
    expect(changed).toEqual([b, c].sort());
    // The moved packages swapped their order values.
    const order = (rows: typeof before, id: string) => rows.find((r) => r.id === id)!.order;
    expect(order(after, b)).toBe(order(before, c));
    expect(order(after, c)).toBe(order(before, b));
  });

  it('answers 409 when the list changed since it was loaded, and changes nothing', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const stale = 'The list has changed since you opened it. Reload the page and try again.';
    const gone = await createPackage(ada, { title: 'Package E' });
    await ada.request('DELETE', `/api/packages/${gone.id}`);
    for (const order of [
      [d, c, b],
      [d, c, b, a, gone.id],
      [d, c, b, 'unknown'],
    ]) {
      const res = await ada.request('PUT', '/api/packages/order', { ids: order });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(stale);
    }
    const foreign = await bob.request('PUT', '/api/packages/order', { ids: [a, c, b, d] });
    expect(foreign.status).toBe(409);
    expect(await titles(ada)).toEqual(['Package A', 'Package C', 'Package B', 'Package D']);
    const dup = await ada.request('PUT', '/api/packages/order', { ids: [a, a, b, c] });
    expect(dup.status).toBe(400);
  });

  it('keeps an unchanged order without writing anything', async () => {
    const before = await db().select().from(packages).where(eq(packages.pageId, adaOwner.pageId));
    const [a, b, c, d] = ids as [string, string, string, string];
    expect((await ada.request('PUT', '/api/packages/order', { ids: [a, c, b, d] })).status).toBe(204);
    const after = await db().select().from(packages).where(eq(packages.pageId, adaOwner.pageId));
    expect(after.map((r) => [r.id, r.order, r.updatedAt.getTime()]).sort()).toEqual(
      before.map((r) => [r.id, r.order, r.updatedAt.getTime()]).sort(),
    );
  });
});
