// Table rows for what clients did: clients and their emails and notes, sessions, bookings,
// booked packages with credits, and payment plans with instalments.
import { MINUTE_MS } from '../../src/domain/time/instant';
import type * as schema from '../../src/server/db/schema/index';
import { DEMO_EXPERT, LOCATIONS, NOTE_TEMPLATES, PACKAGES } from './catalogue';
import { clientSearchFields, normalizeEmail } from './clients';
import type { CodeModel } from './discounts';
import type { BookedPackageModel, BookingModel, ClientModel, DiscountUse, SessionModel } from './model';
import type { Random } from './random';
import { type CatalogueIds, richText } from './rows-catalogue';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const at = (t: number) => new Date(t);
const atOrNull = (t: number | null | undefined) => (t === null || t === undefined ? null : new Date(t));
const currency = DEMO_EXPERT.currency;

export function clientRows(
  ids: CatalogueIds,
  clients: ClientModel[],
  rnd: Random,
  now: number,
  newId: () => string,
) {
  const rows: Insert<typeof schema.clients>[] = [];
  const mappings: Insert<typeof schema.clientEmailMappings>[] = [];
  const notes: Insert<typeof schema.clientNotes>[] = [];
  for (const c of clients) {
    const primaryEmail = c.emails[0]!;
    rows.push({
      id: c.id,
      pageId: ids.pageId,
      firstName: c.firstName,
      lastName: c.lastName,
      primaryEmail,
      emails: c.emails,
      emailsNormalized: c.emails.map(normalizeEmail),
      ...clientSearchFields(c.firstName, c.lastName, primaryEmail),
      createdAt: at(c.createdAt),
      updatedAt: at(c.lastActiveAt ?? c.createdAt),
      lastActiveAt: atOrNull(c.lastActiveAt),
      lastSessionAt: atOrNull(c.lastSessionAt),
    });
    for (const email of c.emails) {
      mappings.push({
        pageId: ids.pageId,
        emailNormalized: normalizeEmail(email),
        clientId: c.id,
        createdAt: at(c.createdAt),
      });
    }
    // Notes after some of the one-to-one sessions that took place.
    const done = c.bookings.filter(
      (b) => b.session.type === 'personal' && b.session.status === 'confirmed' && b.session.end <= now,
    );
    if (done.length === 0 || !rnd.chance(0.3)) continue;
    for (let n = rnd.int(1, Math.min(2, done.length)); n > 0; n--) {
      const after = rnd.pick(done).session.end;
      const createdAt = Math.min(after + rnd.int(5, 120) * MINUTE_MS, now);
      const { doc, text } = richText(rnd.pick(NOTE_TEMPLATES));
      notes.push({
        id: newId(),
        clientId: c.id,
        pageId: ids.pageId,
        content: doc,
        contentText: text,
        createdAt: at(createdAt),
        updatedAt: at(createdAt),
      });
    }
  }
  return { rows, mappings, notes };
}

function discountColumns(use: DiscountUse | null, codes: CodeModel[]) {
  if (!use) return {};
  const code = codes[use.codeIndex]!;
  return {
    discountCodeId: code.id,
    discountCode: use.typed,
    discountValueType: code.valueType,
    discountValuePercentOff: code.percentOff,
    discountValueAmountOff: code.amountOff,
    discountValueCurrency: code.currency,
    discountAmountOff: use.amountOff,
  };
}

export function sessionRows(ids: CatalogueIds, sessions: SessionModel[]) {
  return sessions.map((s): Insert<typeof schema.sessions> => {
    const live = s.bookings.filter((b) => b.cancelledAt === null);
    const personal = s.type === 'personal' ? s.bookings[0]!.client : null;
    const updatedAt = Math.max(
      s.createdAt,
      s.cancelledAt ?? 0,
      s.rescheduled?.at ?? 0,
      ...s.bookings.map((b) => Math.max(b.createdAt, b.cancelledAt ?? 0)),
    );
    const location = s.locationKey ? LOCATIONS[s.locationKey] : null;
    return {
      id: s.id,
      type: s.type,
      status: s.status,
      pageId: ids.pageId,
      expertId: ids.userId,
      seriesId: s.seriesKey ? ids.series[s.seriesKey] : null,
      serviceId: s.serviceKey ? ids.services[s.serviceKey] : null,
      title: s.title,
      description: s.description,
      start: at(s.start),
      end: at(s.end),
      price: s.price,
      currency,
      totalPaymentAmount: live.reduce((sum, b) => sum + b.paymentAmount, 0),
      paid: live.some((b) => b.paymentAmount > 0 || b.bookedPackage !== null),
      groupSizeMax: s.groupSizeMax,
      // Places held: bookings whose participant has not given them up.
      groupSizeCurrent: s.type === 'group' ? live.length : 0,
      collectPhoneNumber: s.collectPhoneNumber,
      locationId: s.locationKey ? ids.locations[s.locationKey] : null,
      locationType: location ? 'custom' : 'daily',
      // No call room exists yet (ADR 030): a video session's link comes from the expert.
      locationJoinUrl: null,
      locationName: location?.name ?? null,
      locationDetails: location?.location ?? null,
      rescheduledStart: atOrNull(s.rescheduled?.start),
      rescheduledEnd: atOrNull(s.rescheduled?.end),
      rescheduledAt: atOrNull(s.rescheduled?.at),
      rescheduledBy: s.rescheduled?.by ?? null,
      reschedulingMessage: s.rescheduled?.message ?? null,
      // spec: a reschedule raises the calendar sequence by one.
      iCalSequence: s.rescheduled ? 1 : 0,
      cancelledAt: atOrNull(s.cancelledAt),
      cancelledBy: s.cancelledBy,
      cancellationMessage: s.cancellationMessage,
      clientId: personal?.id ?? null,
      clientFirstName: personal?.firstName ?? null,
      clientLastName: personal?.lastName ?? null,
      clientTimezone: personal?.timeZone ?? null,
      createdAt: at(s.createdAt),
      updatedAt: at(updatedAt),
    };
  });
}

export function bookingRows(ids: CatalogueIds, bookings: BookingModel[], codes: CodeModel[]) {
  const rows: Insert<typeof schema.bookings>[] = [];
  const packageSessions: Insert<typeof schema.bookedPackageSessions>[] = [];
  for (const b of bookings) {
    const c = b.client;
    rows.push({
      id: b.id,
      sessionId: b.session.id,
      expertId: ids.userId,
      pageId: ids.pageId,
      clientId: c.id,
      clientFirstName: c.firstName,
      clientLastName: c.lastName,
      clientEmail: c.emails[0]!,
      clientPhoneNumber: b.session.collectPhoneNumber ? c.phone : null,
      clientMessage: b.message,
      clientTimezone: c.timeZone,
      paymentAmount: b.paymentAmount,
      currency,
      bookedPackageId: b.bookedPackage?.id ?? null,
      ...discountColumns(b.discount, codes),
      cancelledAt: atOrNull(b.cancelledAt),
      createdAt: at(b.createdAt),
    });
    if (b.bookedPackage) {
      const credit = b.bookedPackage.credits.find((x) => x.id === b.creditId)!;
      packageSessions.push({
        bookedPackageId: b.bookedPackage.id,
        sessionId: b.session.id,
        serviceCreditId: credit.kind === 'service' ? credit.id : null,
        seriesCreditId: credit.kind === 'series' ? credit.id : null,
        createdAt: at(b.createdAt),
      });
    }
  }
  return { rows, packageSessions };
}

export function bookedPackageRows(
  ids: CatalogueIds,
  booked: BookedPackageModel[],
  codes: CodeModel[],
  now: number,
) {
  const rows: Insert<typeof schema.bookedPackages>[] = [];
  const serviceCredits: Insert<typeof schema.bookedPackageServiceCredits>[] = [];
  const seriesCredits: Insert<typeof schema.bookedPackageSeriesCredits>[] = [];
  const plans: Insert<typeof schema.paymentPlans>[] = [];
  const installments: Insert<typeof schema.paymentPlanInstallments>[] = [];
  for (const p of booked) {
    const def = PACKAGES.find((d) => d.key === p.packageKey)!;
    const c = p.client;
    const plan = p.paymentPlan;
    if (plan) {
      const paid = plan.installments.filter((x) => x.status === 'paid');
      const completed = paid.length === plan.count;
      const lastChange = Math.max(...plan.installments.filter((x) => x.dueAt <= now).map((x) => x.dueAt));
      plans.push({
        id: plan.id,
        pageId: ids.pageId,
        status: completed ? 'completed' : 'active',
        currency,
        amount: plan.amount,
        count: plan.count,
        completedAt: completed ? at(paid[paid.length - 1]!.dueAt) : null,
        createdAt: at(p.createdAt),
        updatedAt: at(lastChange),
      });
      for (const x of plan.installments) {
        installments.push({
          id: x.id,
          paymentPlanId: plan.id,
          dueAt: at(x.dueAt),
          amount: x.amount,
          status: x.status,
          paidAt: x.status === 'paid' ? at(x.dueAt) : null,
          failedAt: x.status === 'failed' ? at(x.dueAt) : null,
          failureCode: x.status === 'failed' ? 'card_declined' : null,
          failureMessage: x.status === 'failed' ? 'Your card was declined.' : null,
          createdAt: at(p.createdAt),
          updatedAt: at(x.dueAt <= now ? x.dueAt : p.createdAt),
        });
      }
    }
    rows.push({
      id: p.id,
      pageId: ids.pageId,
      packageId: ids.packages[p.packageKey],
      packageTitle: def.title,
      clientId: c.id,
      clientFirstName: c.firstName,
      clientLastName: c.lastName,
      clientEmail: c.emails[0]!,
      clientMessage: p.message,
      paymentAmount: p.paymentAmount,
      currency,
      paymentPlanId: plan?.id ?? null,
      ...discountColumns(p.discount, codes),
      createdAt: at(p.createdAt),
      updatedAt: at(p.bookings.reduce((t, b) => Math.max(t, b.createdAt), p.createdAt)),
      expiresAt: atOrNull(p.expiresAt),
    });
    for (const credit of p.credits) {
      const row = {
        id: credit.id,
        bookedPackageId: p.id,
        title: credit.title,
        count: credit.count,
        available: credit.count - credit.used,
      };
      if (credit.kind === 'service')
        serviceCredits.push({ ...row, serviceId: ids.services[credit.key as never] });
      else seriesCredits.push({ ...row, seriesId: ids.series[credit.key as never] });
    }
  }
  return { rows, serviceCredits, seriesCredits, plans, installments };
}
