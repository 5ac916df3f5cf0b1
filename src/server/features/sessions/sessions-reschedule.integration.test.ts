import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { emailsWithInvites } from '../public-booking/booking-test-setup';
import {
  type Expert,
  HOUR,
  hoursFromToday,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
  withFailingOutbox,
} from './sessions-testing';

let t: TestApp;
let ada: Expert;
let fx: ReturnType<typeof sessionFixtures>;
const reschedule = (id: string, body: unknown) =>
  ada.expert.request('POST', `/api/sessions/${id}/reschedule`, body);
const iso = (d: Date) => d.toISOString();

beforeAll(async () => {
  ({ t, ada, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('rescheduling a session', () => {
  it('moves it with the same duration, keeps the old start and end, and sends the updated invite', async () => {
    const start = hoursFromToday(3, 9);
    const { id } = await fx.personal(
      ada,
      { start, end: new Date(start.getTime() + 90 * MINUTE), iCalSequence: 2 },
      { clientEmail: 'grace@example.com' },
    );
    const next = hoursFromToday(5, 14);
    const res = await reschedule(id, { start: iso(next), message: '  Clash with a workshop ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      start: iso(next),
      end: iso(new Date(next.getTime() + 90 * MINUTE)),
      rescheduled: true,
      rescheduling: {
        previousStart: iso(start),
        previousEnd: iso(new Date(start.getTime() + 90 * MINUTE)),
        by: 'expert',
        message: 'Clash with a workshop',
      },
    });
    const row = await fx.sessionRow(id);
    expect(row).toMatchObject({
      start: next,
      end: new Date(next.getTime() + 90 * MINUTE),
      rescheduledStart: start,
      rescheduledEnd: new Date(start.getTime() + 90 * MINUTE),
      rescheduledBy: 'expert',
      reschedulingMessage: 'Clash with a workshop',
      iCalSequence: 3,
      status: 'confirmed',
    });
    expect(Math.abs(row!.rescheduledAt!.getTime() - Date.now())).toBeLessThan(60_000);

    const [email, ...more] = await emailsWithInvites(t, 'grace@example.com');
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      subject: 'Booking rescheduled: Coaching call with Ada Lovelace',
      method: 'REQUEST',
      uid: `${id}@localhost`,
      sequence: 3,
      start: iso(next),
      end: iso(new Date(next.getTime() + 90 * MINUTE)),
    });
    expect(email!.text).toContain('Message: Clash with a workshop');
    expect(await emailsWithInvites(t, 'ada@example.com')).toEqual([]);
  });

  it('says Required, refuses the original time and a start that is not in the future, writing nothing', async () => {
    const start = hoursFromToday(4);
    const { id } = await fx.personal(ada, { start }, { clientEmail: 'rules@example.com' });
    const cases: Array<[unknown, string]> = [
      [{ message: null }, 'Required'],
      [{ start: '', message: null }, 'Required'],
      [{ start: null }, 'Required'],
      [{ start: iso(start) }, 'Cannot be the same as the original time'],
      [{ start: iso(hoursFromToday(-1)) }, 'Start date must be in the future'],
      [
        { start: iso(new Date(Math.floor(Date.now() / MINUTE) * MINUTE)) },
        'Start date must be in the future',
      ],
      [
        { start: iso(hoursFromToday(6)), message: 'x'.repeat(801) },
        'Too long, please limit the message to 800 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await reschedule(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await reschedule(id, { start: iso(start) })).body.error.fields).toEqual({
      start: 'Cannot be the same as the original time',
    });
    expect(await fx.sessionRow(id)).toMatchObject({ start, rescheduledStart: null, iCalSequence: 0 });
    expect(await emailsWithInvites(t, 'rules@example.com')).toEqual([]);
  });

  it("says 'Session is cancelled' for a cancelled session", async () => {
    const id = await fx.session(ada, {
      start: hoursFromToday(5),
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const res = await reschedule(id, { start: iso(hoursFromToday(8)) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Session is cancelled');
    expect(await fx.sessionRow(id)).toMatchObject({ start: hoursFromToday(5), rescheduledStart: null });
  });

  it('moves a group session for everyone with a place, even onto another session', async () => {
    const group = await fx.group(ada, { start: hoursFromToday(6) });
    await fx.booking(group, { clientFirstName: 'Ann', clientEmail: 'ann@example.com' });
    await fx.booking(group, { clientFirstName: 'Ben', clientEmail: 'ben@example.com' });
    const busy = await fx.personal(ada, { start: hoursFromToday(7) });
    const res = await reschedule(group, { start: iso(hoursFromToday(7)) });
    expect(res.status).toBe(200);
    for (const to of ['ann@example.com', 'ben@example.com']) {
      expect(await emailsWithInvites(t, to)).toMatchObject([
        {
          method: 'REQUEST',
          sequence: 1,
          start: iso(hoursFromToday(7)),
          end: iso(new Date(hoursFromToday(7).getTime() + HOUR)),
        },
      ]);
    }
    expect((await fx.sessionRow(busy.id))!.start).toEqual(hoursFromToday(7));
  });

  it('leaves everything as it was when a step fails half-way', async () => {
    const start = hoursFromToday(8);
    const { id } = await fx.personal(ada, { start }, { clientEmail: 'half@example.com' });
    const res = await withFailingOutbox(t, () => reschedule(id, { start: iso(hoursFromToday(9)) }));
    expect(res.status).toBe(500);
    expect(await fx.sessionRow(id)).toMatchObject({
      start,
      rescheduledStart: null,
      rescheduledAt: null,
      iCalSequence: 0,
    });
    expect(await emailsWithInvites(t, 'half@example.com')).toEqual([]);
  });

  it('gives one result and one set of emails for two identical reschedules at once', async () => {
    const start = hoursFromToday(10);
    const { id } = await fx.personal(ada, { start }, { clientEmail: 'race@example.com' });
    const body = { start: iso(hoursFromToday(12)), message: null };
    const results = await Promise.all([reschedule(id, body), reschedule(id, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error.message).toBe(
      'Cannot be the same as the original time',
    );
    expect(await fx.sessionRow(id)).toMatchObject({
      start: hoursFromToday(12),
      rescheduledStart: start,
      iCalSequence: 1,
    });
    expect(await emailsWithInvites(t, 'race@example.com')).toHaveLength(1);
  });

  it('a reschedule racing a cancel: one of them wins and the other is refused', async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(13) }, { clientEmail: 'both@example.com' });
    const [moved, cancelled] = await Promise.all([
      reschedule(id, { start: iso(hoursFromToday(14)) }),
      ada.expert.request('POST', `/api/sessions/${id}/cancel`, {}),
    ]);
    expect(cancelled.status).toBe(200);
    const row = await fx.sessionRow(id);
    expect(row!.status).toBe('cancelled');
    if (moved.status === 200) expect(row!.iCalSequence).toBe(2);
    else {
      expect(moved.status).toBe(409);
      expect(moved.body.error.message).toBe('Session is cancelled');
      expect(row!.iCalSequence).toBe(1);
    }
  });
});
