// Packages clients bought, with credits that match the sessions booked through them, and
// monthly payment plans whose instalments are paid, pending or (once) failed.
import { DAY_MS, HOUR_MS } from '../../src/domain/time/instant';
import { instantToWallClock, wallClockToInstant } from '../../src/domain/time/wall-clock';
import type { PackageDef, SeriesKey, ServiceKey } from './catalogue';
import type {
  BookedPackageModel,
  BookingModel,
  ClientModel,
  CreditModel,
  InstallmentModel,
  PaymentPlanModel,
} from './model';
import type { Random } from './random';

export type PackageInput = {
  rnd: Random;
  newId: () => string;
  zone: string;
  now: number;
  target: number;
  clients: ClientModel[];
  packages: PackageDef[];
  /** When the packages were put on sale. */
  onSaleFrom: number;
};

/** Fewest matching bookings before a client is shown as having bought the package. */
const MIN_USES: Record<string, number> = {
  coachingPack: 2,
  circlePass: 2,
  careerStarter: 1,
  masterclassPass: 3,
};

const toSecond = (t: number) => Math.floor(t / 1000) * 1000;

// What some clients wrote when buying: every third purchase, so no random draw changes.
const PURCHASE_MESSAGES = [
  'Looking forward to getting started! Mornings work best for me.',
  'Bought this for my promotion prep in the spring.',
  "Could we focus on interview practice first? I'll book the first call this week.",
];

function productOf(booking: BookingModel): string | null {
  const s = booking.session;
  if (s.serviceKey) return `service:${s.serviceKey}`;
  if (s.seriesKey) return `series:${s.seriesKey}`;
  return null;
}

function creditsOf(input: PackageInput, def: PackageDef, titleOf: (key: string) => string): CreditModel[] {
  const credits: CreditModel[] = [];
  for (const [key, count] of Object.entries(def.services ?? {}) as [ServiceKey, number][]) {
    credits.push({
      id: input.newId(),
      kind: 'service',
      key,
      title: titleOf(`service:${key}`),
      count,
      used: 0,
    });
  }
  for (const [key, count] of Object.entries(def.series ?? {}) as [SeriesKey, number][]) {
    credits.push({ id: input.newId(), kind: 'series', key, title: titleOf(`series:${key}`), count, used: 0 });
  }
  return credits;
}

const PACKAGE_BY_KEY = (input: PackageInput, key: string) => input.packages.find((d) => d.key === key);

function monthsLater(instant: number, months: number, zone: string): number {
  const wall = instantToWallClock(instant, zone);
  return wallClockToInstant({ ...wall, month: wall.month + months }, zone);
}

function paymentPlanFor(input: PackageInput, def: PackageDef, createdAt: number): PaymentPlanModel {
  const { count, amount } = def.paymentPlan!;
  const installments = Array.from({ length: count }, (_, i): InstallmentModel => {
    const dueAt = i === 0 ? createdAt : monthsLater(createdAt, i, input.zone);
    return { id: input.newId(), dueAt, amount, status: dueAt <= input.now ? 'paid' : 'pending' };
  });
  return { id: input.newId(), amount, count, installments };
}

export function assignPackages(input: PackageInput, titleOf: (key: string) => string): BookedPackageModel[] {
  const { rnd, now } = input;
  const result: BookedPackageModel[] = [];
  const buy = (client: ClientModel, def: PackageDef, createdAt: number): BookedPackageModel => {
    const plan = def.paymentPlan && rnd.chance(0.5) ? paymentPlanFor(input, def, createdAt) : null;
    const bought: BookedPackageModel = {
      id: input.newId(),
      packageKey: def.key,
      client,
      createdAt,
      expiresAt: def.expiryDays ? createdAt + def.expiryDays * DAY_MS : null,
      message:
        result.length % 3 === 0 ? PURCHASE_MESSAGES[(result.length / 3) % PURCHASE_MESSAGES.length]! : null,
      // What the client agreed to pay: the price, or with a plan every instalment (as a purchase does).
      paymentAmount: plan ? plan.amount * plan.count : def.price,
      discount: null,
      credits: creditsOf(input, def, titleOf),
      bookings: [],
      paymentPlan: plan,
    };
    result.push(bought);
    return bought;
  };

  for (const client of rnd.shuffle(input.clients)) {
    if (result.length >= input.target) break;
    for (const def of rnd.shuffle(input.packages)) {
      const products = new Set([
        ...Object.keys(def.services ?? {}).map((k) => `service:${k}`),
        ...Object.keys(def.series ?? {}).map((k) => `series:${k}`),
      ]);
      // A client may buy the same package again once the first one is used up.
      for (let round = 0; round < 3 && result.length < input.target; round++) {
        const open = client.bookings
          .filter(
            (b) =>
              b.session.status === 'confirmed' &&
              b.cancelledAt === null &&
              b.bookedPackage === null &&
              b.session.price > 0 &&
              b.createdAt >= input.onSaleFrom &&
              products.has(productOf(b) ?? ''),
          )
          .sort((a, b) => a.createdAt - b.createdAt);
        if (open.length < (MIN_USES[def.key] ?? 1)) break;
        const first = open[0]!;
        const createdAt = toSecond(
          Math.max(input.onSaleFrom, client.createdAt, first.createdAt - rnd.int(1, 72) * HOUR_MS),
        );
        const bought = buy(client, def, createdAt);
        for (const credit of bought.credits) {
          for (const booking of open) {
            if (credit.used >= credit.count) break;
            if (productOf(booking) !== `${credit.kind}:${credit.key}`) continue;
            if (bought.expiresAt !== null && booking.createdAt > bought.expiresAt) continue;
            credit.used++;
            booking.bookedPackage = bought;
            booking.creditId = credit.id;
            booking.paymentAmount = 0;
            bought.bookings.push(booking);
          }
        }
      }
    }
  }

  // Recent purchases not used yet, until the target is reached.
  const recent = input.clients.filter((c) => c.createdAt < now - DAY_MS);
  while (result.length < input.target && recent.length > 0) {
    const client = rnd.pick(recent);
    const def = rnd.pick(input.packages);
    const createdAt = toSecond(
      Math.max(client.createdAt, input.onSaleFrom, now - rnd.int(1, 60 * 24) * HOUR_MS),
    );
    buy(client, def, Math.min(createdAt, now - HOUR_MS));
  }

  // The newest purchase that can be paid monthly is, so the first page always shows a plan
  // still running (with instalments to come, or to cancel).
  const newest = result
    .filter((p) => PACKAGE_BY_KEY(input, p.packageKey)?.paymentPlan)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (newest && !newest.paymentPlan) {
    newest.paymentPlan = paymentPlanFor(input, PACKAGE_BY_KEY(input, newest.packageKey)!, newest.createdAt);
    newest.paymentAmount = newest.paymentPlan.amount * newest.paymentPlan.count;
  }

  // Failed instalments: one in the demo, about 3% of plans at larger scales. The plan stays
  // active; the failed instalment is the latest one that was due.
  const withPastDue = result.filter((p) =>
    p.paymentPlan?.installments.some((x, i) => i > 0 && x.dueAt <= now),
  );
  const failing = new Set(
    rnd.shuffle(withPastDue).slice(0, Math.max(1, Math.round(withPastDue.length * 0.03))),
  );
  for (const p of failing) {
    const due = p.paymentPlan!.installments.filter((x, i) => i > 0 && x.dueAt <= now);
    due[due.length - 1]!.status = 'failed';
  }
  return result.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}
