import type { CurrencyCode } from '../../../domain/money/currencies';
import { formatMoney } from '../../../domain/money/money';
import { includedSummary } from '../../../domain/packages/package-summary';
import { formatInZone } from '../../../domain/time/format-in-zone';
import type { DbOrTx } from '../../db/client';
import { renderEmail } from '../../integrations/mail/layout';
import { listIncludes } from '../packages/repository';
import type { BookingDeps } from '../public-booking/booking-service';
import { listCredits, type Purchase } from './purchase-repository';
import { packageUseUrl } from './use-link';

// Issue 4 (packages): a confirmed purchase emails the client the signed use link and what the
// package includes, and tells the expert; a visitor who asks for the link again gets it by email.

const money = (amount: number, currency: string) =>
  formatMoney({ amount, currency: currency as CurrencyCode });
const day = (at: Date, zone: string) => `${formatInZone(at, zone, 'EEEE d MMMM yyyy')} (${zone})`;

/** "3 × Coaching call, 2 × Yoga series, 1 × Breathwork circle": the credits and included sessions. */
async function includedLine(db: DbOrTx, purchase: Purchase): Promise<string> {
  const credits = await listCredits(db, purchase.booked.id);
  const groupSessions = purchase.booked.packageId
    ? (await listIncludes(db, [purchase.booked.packageId])).groupSessions.filter(
        (s) => s.status === 'confirmed',
      )
    : [];
  return includedSummary({
    personalSessions: credits.services,
    groupSessions,
    series: credits.series,
  });
}

function paymentLine(purchase: Purchase): string | null {
  const { booked, firstInstallment } = purchase;
  if (firstInstallment) {
    return `Payment: ${purchase.planCount} monthly payments of ${money(firstInstallment.amount, booked.currency)} (the first paid today)`;
  }
  return booked.paymentAmount > 0 ? `Paid: ${money(booked.paymentAmount, booked.currency)}` : null;
}

/** The client's confirmation with the use link, and the expert's notice, in the caller's transaction. */
export async function queuePurchaseEmails(db: DbOrTx, deps: BookingDeps, purchase: Purchase) {
  const { booked } = purchase;
  const link = packageUseUrl(deps, booked.id);
  const included = await includedLine(db, purchase);
  const payment = paymentLine(purchase);
  const expertZone = purchase.expertTimeZone ?? 'UTC';
  const expiry = booked.expiresAt
    ? `Use it by ${day(booked.expiresAt, expertZone)}: all sessions must be booked for no later than that date.`
    : 'It does not expire.';
  const clientSubject = `Package confirmed: ${booked.packageTitle} with ${purchase.displayName}`;
  await deps.outbox.queue(db, {
    to: booked.clientEmail,
    subject: clientSubject,
    ...renderEmail({
      heading: clientSubject,
      paragraphs: [
        `Hi ${booked.clientFirstName}, your ${booked.packageTitle} with ${purchase.displayName} is ready to use.`,
        ...(included ? [`Included: ${included}`] : []),
        expiry,
        ...(payment ? [payment] : []),
        'Book your sessions with the link below. Keep this email: the link is your access to the package.',
      ],
      action: { label: 'Use your package', url: link },
    }),
  });

  const expertSubject = `New package purchase: ${booked.packageTitle}`;
  await deps.outbox.queue(db, {
    to: purchase.expertEmail,
    subject: expertSubject,
    ...renderEmail({
      heading: expertSubject,
      paragraphs: [
        `${booked.clientFirstName} ${booked.clientLastName} (${booked.clientEmail}) bought ${booked.packageTitle}.`,
        ...(included ? [`Included: ${included}`] : []),
        ...(payment ? [payment] : []),
        ...(booked.expiresAt ? [`Expires: ${day(booked.expiresAt, expertZone)}`] : []),
        ...(booked.clientMessage ? [`Message: ${booked.clientMessage}`] : []),
      ],
    }),
  });
}

/** The use link again, for a client who asked for it with the email they bought with. */
export async function queueAccessLinkEmail(db: DbOrTx, deps: BookingDeps, purchase: Purchase) {
  const { booked } = purchase;
  const subject = `Your package: ${booked.packageTitle} with ${purchase.displayName}`;
  await deps.outbox.queue(db, {
    to: booked.clientEmail,
    subject,
    ...renderEmail({
      heading: subject,
      paragraphs: [
        `Hi ${booked.clientFirstName}, here is the link to your ${booked.packageTitle}.`,
        'If you did not ask for it, you can ignore this email.',
      ],
      action: { label: 'Use your package', url: packageUseUrl(deps, booked.id) },
    }),
  });
}
