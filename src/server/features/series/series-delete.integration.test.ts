import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageSeries, packages } from '../../db/schema/packages';
import { newId } from '../../ids';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  at,
  createSeries,
  groupFixtures,
  schedule,
  startGroupTestApp,
} from '../group-sessions/group-sessions-testing';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let adaPageId: string;
const { db, book } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, ada, bob, adaPageId } = await startGroupTestApp({ pages: true }));
});
afterAll(async () => {
  await t.close();
});

describe('deleting a series', () => {
  it('deletes one without upcoming sessions or packages straight away', async () => {
    const lonely = await createSeries(ada, { title: 'Lonely' });
    expect((await ada.request('DELETE', `/api/series/${lonely.id}`)).status).toBe(204);
    expect((await ada.request('GET', `/api/series/${lonely.id}`)).status).toBe(404);
  });

  it('asks for confirmation with the counts, then keeps its sessions as standalone ones', async () => {
    const circle = await createSeries(ada, { title: 'Circle to delete' });
    const one = await schedule(ada, circle.id, at(8, 9));
    const two = await schedule(ada, circle.id, at(9, 9));
    await book(two.id);

    const asked = await ada.request('DELETE', `/api/series/${circle.id}`);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toEqual({
      code: 'confirmation_required',
      message: 'Please confirm deleting this series',
      fields: { upcomingSessions: '2', packages: '0' },
    });
    expect((await ada.request('GET', `/api/series/${circle.id}`)).status).toBe(200);

    expect((await ada.request('DELETE', `/api/series/${circle.id}?confirm=true`)).status).toBe(204);
    expect((await ada.request('GET', `/api/series/${circle.id}`)).status).toBe(404);
    const standalone = (await ada.request('GET', '/api/group-sessions')).body;
    expect(standalone.map((s: { id: string; seriesId: null }) => [s.id, s.seriesId])).toEqual([
      [one.id, null],
      [two.id, null],
    ]);
    expect(standalone[1].groupSize.current).toBe(1);
  });

  it('asks for confirmation when packages include it; they lose it', async () => {
    const sold = await createSeries(ada, { title: 'In a package' });
    const packageId = newId();
    await db()
      .insert(packages)
      .values({ id: packageId, pageId: adaPageId, title: 'Bundle', currency: 'USD', order: 1 });
    await db().insert(packageSeries).values({ packageId, seriesId: sold.id, count: 4 });
    expect((await ada.request('GET', `/api/series/${sold.id}`)).body.series.packageCount).toBe(1);

    const asked = await ada.request('DELETE', `/api/series/${sold.id}?confirm=false`);
    expect(asked.status).toBe(409);
    expect(asked.body.error.fields).toEqual({ upcomingSessions: '0', packages: '1' });
    expect((await ada.request('DELETE', `/api/series/${sold.id}?confirm=true`)).status).toBe(204);
    expect(await db().select().from(packageSeries).where(eq(packageSeries.packageId, packageId))).toEqual([]);
  });

  it("answers 404 for another expert's series and leaves it alone", async () => {
    const mine = await createSeries(ada, { title: 'Mine' });
    expect((await bob.request('DELETE', `/api/series/${mine.id}?confirm=true`)).status).toBe(404);
    expect((await ada.request('GET', `/api/series/${mine.id}`)).status).toBe(200);
  });

  it('of two deletes, one deletes and the other finds nothing', async () => {
    const twice = await createSeries(ada, { title: 'Twice' });
    const results = await Promise.all([
      ada.request('DELETE', `/api/series/${twice.id}`),
      ada.request('DELETE', `/api/series/${twice.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('needs a signed-in expert', async () => {
    expect((await t.client().request('GET', '/api/series')).status).toBe(401);
  });
});
