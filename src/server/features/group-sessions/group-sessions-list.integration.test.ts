import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { newId } from '../../ids';
import type { TestApp, TestClient } from '../../testing/test-app';
import {
  at,
  createPage,
  groupFixtures,
  HOUR,
  startGroupTestApp,
  validSession,
} from './group-sessions-testing';

let t: TestApp;
let bob: TestClient;
const { db } = groupFixtures(() => t);

beforeAll(async () => {
  ({ t, bob } = await startGroupTestApp({ pages: true }));
});
afterAll(async () => {
  await t.close();
});

describe('the group sessions list', () => {
  it('shows only confirmed upcoming standalone sessions of the expert, by start', async () => {
    const carol = await t.expert('carol@example.com');
    const page = await createPage(carol, 'carol-coaching');
    const later = (
      await carol.request(
        'POST',
        '/api/group-sessions',
        validSession({ title: 'Later', start: at(5, 9), end: at(5, 10) }),
      )
    ).body;
    const sooner = (
      await carol.request(
        'POST',
        '/api/group-sessions',
        validSession({ title: 'Sooner', start: at(2, 9), end: at(2, 10) }),
      )
    ).body;
    const [carolRow] = await db().select().from(sessions).where(eq(sessions.id, later.id));
    const base = {
      type: 'group' as const,
      pageId: page.id,
      expertId: carolRow!.expertId,
      currency: 'USD',
      price: 0,
      groupSizeMax: 6,
    };
    await db()
      .insert(sessions)
      .values([
        {
          ...base,
          id: newId(),
          title: 'Past',
          start: new Date(Date.now() - 2 * HOUR),
          end: new Date(Date.now() - HOUR),
        },
        {
          ...base,
          id: newId(),
          title: 'Cancelled',
          status: 'cancelled',
          cancelledAt: new Date(),
          start: new Date(at(4, 9)),
          end: new Date(at(4, 10)),
        },
      ]);
    const series = (
      await carol.request('POST', '/api/series', {
        title: 'Weekly circle',
        duration: 60,
        price: 10,
        groupSizeMax: 8,
        locationType: null,
        locationId: null,
      })
    ).body;
    await carol.request('POST', `/api/series/${series.id}/sessions`, { start: at(3, 9) });

    const list = await carol.request('GET', '/api/group-sessions');
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).toEqual(['Sooner', 'Later']);
    expect(list.body[0]).toEqual({ ...sooner });
    expect((await bob.request('GET', '/api/group-sessions')).body).toEqual([]);
  });

  it('lists at most 100', async () => {
    const dan = await t.expert('dan@example.com');
    const page = await createPage(dan, 'dan-coaching');
    const first = (
      await dan.request('POST', '/api/group-sessions', validSession({ start: at(1, 1), end: at(1, 2) }))
    ).body;
    const [row] = await db().select().from(sessions).where(eq(sessions.id, first.id));
    await db()
      .insert(sessions)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: newId(),
          type: 'group' as const,
          pageId: page.id,
          expertId: row!.expertId,
          title: `Session ${i}`,
          start: new Date(Date.parse(at(2)) + i * HOUR),
          end: new Date(Date.parse(at(2)) + i * HOUR + 30 * 60_000),
          currency: 'USD',
          price: 0,
          groupSizeMax: 6,
        })),
      );
    const list = (await dan.request('GET', '/api/group-sessions')).body;
    expect(list).toHaveLength(100);
    expect(list[0].id).toBe(first.id);
    expect(list[99].title).toBe('Session 98');
  });
});
