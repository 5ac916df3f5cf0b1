import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema/auth';
import { bookedPackages } from '../../db/schema/booked-packages';
import { clients } from '../../db/schema/clients';
import { paymentPlanInstallments, paymentPlans } from '../../db/schema/payment-plans';
import { newId } from '../../ids';
import type { TestApp } from '../../testing/test-app';
import { type Expert, HOUR, sessionFixtures, startSessionsTestApp } from '../sessions/sessions-testing';

// Shared set-up of the reports integration tests: the sessions tests' experts (Ada, Bob) with
// Ada in New York, and rows inserted as the booking flows record them, at chosen instants.

export const at = (iso: string) => new Date(iso);

/** The range seedAroundDstChange is counted for: 25 October - 7 November 2026. */
export const OVER_DST = 'range=custom&from=2026-10-25&to=2026-11-07';

/** GET /api/reports?{query} as the expert, which must answer 200; returns the body. */
export async function fetchReport(who: Expert, query: string) {
  const res = await who.expert.request('GET', `/api/reports?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

export async function startReportsTestApp() {
  const started = await startSessionsTestApp();
  await started.t.services.deps.database.db
    .update(users)
    .set({ timezone: 'America/New_York' })
    .where(eq(users.id, started.ada.userId));
  return { ...started, fixtures: reportFixtures(started.t) };
}

type Payment = { amount?: number; currency?: string };
type Who = { clientId?: string | null; email?: string };

export function reportFixtures(t: TestApp) {
  const sessions = sessionFixtures(t);
  const db = sessions.db;
  return {
    ...sessions,
    /** A client of the expert's page who joined at `createdAt`. */
    async client(owner: Expert, firstName: string, createdAt: Date) {
      const id = newId();
      const email = `${firstName.toLowerCase()}@example.com`;
      const lower = firstName.toLowerCase();
      await db()
        .insert(clients)
        .values({
          id,
          pageId: owner.pageId,
          firstName,
          lastName: 'Client',
          primaryEmail: email,
          emails: [email],
          emailsNormalized: [email],
          firstNameLower: lower,
          lastNameLower: 'client',
          firstNameChar: lower[0]!,
          lastNameChar: 'c',
          createdAt,
        });
      return id;
    },
    /** A personal session starting at `start` with one booking made at `bookedAt`. */
    async booked(
      owner: Expert,
      bookedAt: Date,
      start: Date,
      fields: Payment & Who & { session?: Partial<Parameters<typeof sessions.session>[1]> } = {},
    ) {
      const currency = fields.currency ?? 'USD';
      const id = await sessions.session(owner, { start, currency, ...fields.session });
      return sessions.booking(id, {
        createdAt: bookedAt,
        paymentAmount: fields.amount ?? 5000,
        currency,
        clientId: fields.clientId ?? null,
        clientEmail: fields.email ?? 'grace@example.com',
      });
    },
    /** A booked package bought at `createdAt`. */
    async bought(
      owner: Expert,
      createdAt: Date,
      fields: Payment & Who & { status?: 'confirmed' | 'pending' | 'expired' } = {},
    ) {
      const status = fields.status ?? 'confirmed';
      await db()
        .insert(bookedPackages)
        .values({
          id: newId(),
          pageId: owner.pageId,
          status,
          holdExpiresAt: status === 'pending' ? new Date(createdAt.getTime() + HOUR) : null,
          packageTitle: 'Five calls',
          clientId: fields.clientId ?? null,
          clientFirstName: 'Grace',
          clientLastName: 'Hopper',
          clientEmail: fields.email ?? 'grace@example.com',
          paymentAmount: fields.amount ?? 20000,
          currency: fields.currency ?? 'USD',
          createdAt,
        });
    },
    /**
     * A booked package on a monthly plan bought at `createdAt`: instalments of `amount`, those
     * `paid` (at those instants) and those `due`. It records the whole agreed amount, as a
     * purchase does.
     */
    async planBought(owner: Expert, createdAt: Date, plan: { amount: number; paid: Date[]; due: Date[] }) {
      const planId = newId();
      const count = plan.paid.length + plan.due.length;
      await db().insert(paymentPlans).values({
        id: planId,
        pageId: owner.pageId,
        currency: 'USD',
        amount: plan.amount,
        count,
        createdAt,
      });
      const installment = (dueAt: Date, paidAt: Date | null) => ({
        id: newId(),
        paymentPlanId: planId,
        dueAt,
        amount: plan.amount,
        status: paidAt ? ('paid' as const) : ('pending' as const),
        paidAt,
        paymentId: paidAt ? newId() : null,
      });
      const paid = plan.paid.map((when) => installment(when, when));
      const due = plan.due.map((when) => installment(when, null));
      await db()
        .insert(paymentPlanInstallments)
        .values([...paid, ...due]);
      await db()
        .insert(bookedPackages)
        .values({
          id: newId(),
          pageId: owner.pageId,
          packageTitle: 'Twelve weeks',
          clientFirstName: 'Grace',
          clientLastName: 'Hopper',
          clientEmail: 'grace@example.com',
          paymentAmount: plan.amount * count,
          currency: 'USD',
          paymentPlanId: planId,
          createdAt,
        });
      return { planId, dueIds: due.map((x) => x.id) };
    },
  };
}

export type ReportFixtures = ReturnType<typeof reportFixtures>;

/**
 * Ada's rows around the end of daylight saving in New York (Sunday 1 November 2026, 02:00 EDT
 * becomes 01:00 EST), hand-counted in the tests for the range 25 October - 7 November (current:
 * [2026-10-25T04:00Z, 2026-11-08T05:00Z)) and the 14 days before it (previous: from
 * 2026-10-11T04:00Z). Each row says where it belongs; Bob's rows are all inside the range.
 */
export async function seedAroundDstChange(fx: ReportFixtures, ada: Expert, bob: Expert) {
  // Clients by the day they joined (new clients).
  const grace = await fx.client(ada, 'Grace', at('2026-10-12T15:00:00Z')); // previous
  const ken = await fx.client(ada, 'Ken', at('2026-10-25T03:59:00Z')); // Sat 24 Oct 23:59 EDT: previous
  const alan = await fx.client(ada, 'Alan', at('2026-10-31T12:00:00Z')); // current
  await fx.client(ada, 'Edsger', at('2026-11-08T04:30:00Z')); // Sat 7 Nov 23:30 EST: current
  await fx.client(ada, 'Barbara', at('2026-11-08T05:00:00Z')); // Sun 8 Nov 00:00 EST: after

  // Current bookings (6).
  const g = { clientId: grace };
  await fx.booked(ada, at('2026-11-01T03:30:00Z'), at('2026-11-03T15:00:00Z'), g); // Sat 31 Oct 23:30 EDT
  await fx.booked(ada, at('2026-11-01T04:30:00Z'), at('2026-11-05T15:00:00Z'), g); // Sun 1 Nov 00:30 EDT
  // Sun 1 Nov 23:30 EST (a fixed UTC-4 would call it 2 November); its session is after the range.
  await fx.booked(ada, at('2026-11-02T04:30:00Z'), at('2026-11-10T15:00:00Z'), {
    clientId: alan,
    amount: 3000,
    currency: 'EUR',
  });
  // Paid with a package credit (no payment), by a client known only by email.
  await fx.booked(ada, at('2026-11-02T05:30:00Z'), at('2026-11-06T15:00:00Z'), {
    email: 'linus@example.com',
    amount: 0,
  });
  const group = await fx.group(ada, { start: at('2026-11-07T16:00:00Z'), price: 2000 });
  // The same email in capitals: the same client as the booking above.
  await fx.booking(group, { createdAt: at('2026-11-08T04:30:00Z'), clientEmail: 'LINUS@example.com' });
  await fx.booking(group, {
    createdAt: at('2026-11-08T04:45:00Z'),
    clientId: grace,
    clientFirstName: 'Grace',
  });

  // Never counted: after the range, unpaid or given up places, cancelled or held sessions.
  await fx.booked(ada, at('2026-11-08T05:00:00Z'), at('2026-11-12T15:00:00Z'), { amount: 9999 });
  const hold = new Date('2026-11-03T12:15:00Z');
  await fx.booking(group, { createdAt: at('2026-11-03T12:00:00Z'), status: 'pending', holdExpiresAt: hold });
  await fx.booking(group, { createdAt: at('2026-11-03T12:00:00Z'), status: 'expired' });
  await fx.booking(group, { createdAt: at('2026-11-03T12:00:00Z'), cancelledAt: at('2026-11-04T12:00:00Z') });
  await fx.booked(ada, at('2026-11-03T12:00:00Z'), at('2026-11-04T15:00:00Z'), {
    session: { status: 'cancelled', cancelledAt: at('2026-11-03T13:00:00Z') },
  });
  await fx.booked(ada, at('2026-11-03T12:00:00Z'), at('2026-11-04T17:00:00Z'), {
    session: { status: 'pending', holdExpiresAt: hold },
  });

  // Previous bookings (2).
  await fx.booked(ada, at('2026-10-20T12:00:00Z'), at('2026-10-22T15:00:00Z'), {
    clientId: ken,
    amount: 4000,
  });
  // Sat 24 Oct 23:59 EDT; its session (26 October) is in the current range.
  await fx.booked(ada, at('2026-10-25T03:59:00Z'), at('2026-10-26T15:00:00Z'), {
    clientId: grace,
    amount: 1500,
    currency: 'GBP',
  });

  // Sessions with nobody booked, at the edges of the range.
  await fx.session(ada, { start: at('2026-11-08T04:59:00Z') }); // Sat 7 Nov 23:59 EST: current
  await fx.session(ada, { start: at('2026-10-25T03:00:00Z') }); // Sat 24 Oct 23:00 EDT: previous

  // Booked packages.
  await fx.bought(ada, at('2026-10-28T12:00:00Z'), { clientId: alan }); // current, USD 200.00
  await fx.bought(ada, at('2026-11-03T12:00:00Z'), { email: 'mary@example.com', amount: 0, currency: 'EUR' });
  await fx.bought(ada, at('2026-11-03T12:00:00Z'), { status: 'pending' });
  await fx.bought(ada, at('2026-11-03T12:00:00Z'), { status: 'expired' });
  await fx.bought(ada, at('2026-10-15T12:00:00Z'), { clientId: grace, amount: 15000 }); // previous

  // Bob's: one session and booking, one package, one client, all in the range.
  await fx.booked(bob, at('2026-11-02T12:00:00Z'), at('2026-11-03T12:00:00Z'), { amount: 7777 });
  await fx.bought(bob, at('2026-11-02T12:00:00Z'), { amount: 1111 });
  await fx.client(bob, 'Bobby', at('2026-11-02T12:00:00Z'));
}
