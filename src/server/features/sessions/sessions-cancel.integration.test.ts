import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { emailsWithInvites } from '../public-booking/booking-test-setup';
import {
  type Expert,
  HOUR,
  hoursFromToday,
  type sessionFixtures,
  startSessionsTestApp,
  withFailingOutbox,
} from './sessions-testing';

let t: TestApp;
let ada: Expert;
let fx: ReturnType<typeof sessionFixtures>;
const cancel = (id: string, body: unknown = {}) =>
  ada.expert.request('POST', `/api/sessions/${id}/cancel`, body);

beforeAll(async () => {
  ({ t, ada, fixtures: fx } = await startSessionsTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('cancelling a session', () => {
  it('stores the cancellation with a null cancelledBy and the trimmed message, and emails a CANCEL invite', async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(2) }, { clientEmail: 'grace@example.com' });
    const res = await cancel(id, { message: '  Sorry, I am unwell.  ' });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('cancelled');
    expect(res.body.session).toMatchObject({
      id,
      status: 'cancelled',
      cancellation: { by: null, message: 'Sorry, I am unwell.' },
    });
    const row = await fx.sessionRow(id);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: null,
      cancellationMessage: 'Sorry, I am unwell.',
      iCalSequence: 1,
    });
    expect(Math.abs(row!.cancelledAt!.getTime() - Date.now())).toBeLessThan(60_000);

    const [email, ...more] = await emailsWithInvites(t, 'grace@example.com');
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      subject: 'Booking cancelled: Coaching call with Ada Lovelace',
      method: 'CANCEL',
      uid: `${id}@localhost`,
      sequence: 1,
      start: hoursFromToday(2).toISOString(),
    });
    expect(email!.text).toContain('Message: Sorry, I am unwell.');
    // The expert did it: no notice to the expert.
    expect(await emailsWithInvites(t, 'ada@example.com')).toEqual([]);
    const listed = await ada.expert.request('GET', '/api/sessions?list=cancelled');
    expect(listed.body.items.map((s: { id: string }) => s.id)).toContain(id);
  });

  it("says 'Session is already cancelled' and changes nothing", async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(3) }, { clientEmail: 'twice@example.com' });
    expect((await cancel(id, { message: 'First' })).status).toBe(200);
    const again = await cancel(id, { message: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Session is already cancelled');
    expect(await fx.sessionRow(id)).toMatchObject({ cancellationMessage: 'First', iCalSequence: 1 });
    expect(await emailsWithInvites(t, 'twice@example.com')).toHaveLength(1);
  });

  it('limits the message to 800 characters and writes nothing when it is longer', async () => {
    const { id } = await fx.personal(ada, { start: hoursFromToday(4) }, { clientEmail: 'long@example.com' });
    const res = await cancel(id, { message: 'x'.repeat(801) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: 'Too long, please limit the message to 800 characters',
      fields: { message: 'Too long, please limit the message to 800 characters' },
    });
    expect(await fx.sessionRow(id)).toMatchObject({ status: 'confirmed', iCalSequence: 0 });
    expect(await emailsWithInvites(t, 'long@example.com')).toEqual([]);
    expect((await cancel(id, { message: 'x'.repeat(800) })).status).toBe(200);
  });

  it('deletes a group session that nobody booked instead of cancelling it', async () => {
    const empty = await fx.group(ada, { start: hoursFromToday(5) });
    const res = await cancel(empty);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'deleted', session: null });
    expect(await fx.sessionRow(empty)).toBeUndefined();

    // A place given up or a payment that lapsed is no booking either.
    const leftOver = await fx.group(ada, { start: hoursFromToday(5, 12) });
    await fx.booking(leftOver, { cancelledAt: new Date() });
    await fx.booking(leftOver, { status: 'expired' });
    expect((await cancel(leftOver)).body.outcome).toBe('deleted');
    expect(await fx.sessionRow(leftOver)).toBeUndefined();
  });

  it('cancels a group session with a seat being paid for, and emails every client with a place', async () => {
    const held = await fx.group(ada, { start: hoursFromToday(6) });
    await fx.booking(held, { status: 'pending', holdExpiresAt: new Date(Date.now() + HOUR) });
    expect((await cancel(held)).body.outcome).toBe('cancelled');

    const group = await fx.group(ada, { start: hoursFromToday(7), title: 'Breathwork' });
    await fx.booking(group, { clientFirstName: 'Ann', clientEmail: 'ann@example.com' });
    await fx.booking(group, { clientFirstName: 'Ben', clientEmail: 'ben@example.com' });
    await fx.booking(group, {
      clientFirstName: 'Gone',
      clientEmail: 'gone@example.com',
      cancelledAt: new Date(),
    });
    const res = await cancel(group, { message: 'Studio flooded' });
    expect(res.body.outcome).toBe('cancelled');
    for (const to of ['ann@example.com', 'ben@example.com']) {
      const emails = await emailsWithInvites(t, to);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ method: 'CANCEL', uid: `${group}@localhost`, sequence: 1 });
    }
    expect(await emailsWithInvites(t, 'gone@example.com')).toEqual([]);
  });

  it('gives package credits back to the package and removes what the session used', async () => {
    const personal = await fx.personal(ada, { start: hoursFromToday(8) });
    const service = await fx.paidWithPackage(ada, personal.id, personal.bookingId, 'service');
    const group = await fx.group(ada, { start: hoursFromToday(9) });
    const seat = await fx.booking(group);
    const series = await fx.paidWithPackage(ada, group, seat, 'series');

    expect((await cancel(personal.id)).status).toBe(200);
    expect((await cancel(group)).status).toBe(200);
    expect(await fx.creditAvailable('service', service.creditId)).toBe(5);
    expect(await fx.creditAvailable('series', series.creditId)).toBe(5);
    expect(await fx.packageSessions(personal.id)).toEqual([]);
    expect(await fx.packageSessions(group)).toEqual([]);
  });

  it('leaves everything as it was when a step fails half-way', async () => {
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(10) },
      { clientEmail: 'half@example.com' },
    );
    const { creditId } = await fx.paidWithPackage(ada, id, bookingId, 'service');
    const res = await withFailingOutbox(t, () => cancel(id, { message: 'Will not happen' }));
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Something went wrong. Please try again later.');
    expect(await fx.sessionRow(id)).toMatchObject({
      status: 'confirmed',
      cancelledAt: null,
      cancellationMessage: null,
      iCalSequence: 0,
    });
    expect(await fx.creditAvailable('service', creditId)).toBe(4);
    expect(await fx.packageSessions(id)).toHaveLength(1);
    expect(await emailsWithInvites(t, 'half@example.com')).toEqual([]);
  });

  it('gives one result and one set of emails for two cancels at once', async () => {
    const { id, bookingId } = await fx.personal(
      ada,
      { start: hoursFromToday(11) },
      { clientEmail: 'race@example.com' },
    );
    const { creditId } = await fx.paidWithPackage(ada, id, bookingId, 'service');
    const results = await Promise.all([cancel(id, { message: 'A' }), cancel(id, { message: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe('Session is already cancelled');
    expect((await fx.sessionRow(id))!.iCalSequence).toBe(1);
    expect(await fx.creditAvailable('service', creditId)).toBe(5);
    expect(await emailsWithInvites(t, 'race@example.com')).toHaveLength(1);
  });
});
