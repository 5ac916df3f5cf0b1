// Discount codes and their redemptions: an active welcome code, a used-up spring code, a code
// restricted to the Leadership circle, one restricted to a single client, and a disabled one.
// timesRedeemed is exactly the number of bookings and booked packages that carry the code.
import { DAY_MS } from '../../src/domain/time/instant';
import type { SeriesKey } from './catalogue';
import type { BookedPackageModel, BookingModel, ClientModel } from './model';
import type { Random } from './random';

export type CodeModel = {
  id: string;
  code: string;
  valueType: 'percentage' | 'fixed';
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  active: boolean;
  maxRedemptions: number | null;
  client: ClientModel | null;
  series: SeriesKey | null;
  createdAt: number;
  updatedAt: number;
  timesRedeemed: number;
};

export type DiscountInput = {
  rnd: Random;
  newId: () => string;
  now: number;
  historyStart: number;
  currency: string;
  clients: ClientModel[];
  bookings: BookingModel[];
  bookedPackages: BookedPackageModel[];
};

function asciiUpper(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12);
}

export function applyDiscounts(input: DiscountInput): CodeModel[] {
  const { rnd, now, historyStart } = input;
  const codes: CodeModel[] = [];
  const define = (fields: Partial<CodeModel> & Pick<CodeModel, 'code' | 'valueType' | 'createdAt'>) => {
    const code: CodeModel = {
      id: input.newId(),
      percentOff: null,
      amountOff: null,
      currency: null,
      active: true,
      maxRedemptions: null,
      client: null,
      series: null,
      updatedAt: fields.createdAt,
      timesRedeemed: 0,
      ...fields,
    };
    codes.push(code);
    return code;
  };
  const offFor = (code: CodeModel, price: number) =>
    code.valueType === 'percentage'
      ? Math.round((price * code.percentOff!) / 100)
      : Math.min(code.amountOff!, price);
  const typed = (code: CodeModel) => (rnd.chance(0.25) ? code.code.toLowerCase() : code.code);
  const redeem = (code: CodeModel, booking: BookingModel) => {
    const amountOff = offFor(code, booking.session.price);
    booking.discount = { codeIndex: codes.indexOf(code), typed: typed(code), amountOff };
    booking.paymentAmount = booking.session.price - amountOff;
    code.timesRedeemed++;
  };
  const open = (b: BookingModel, from: number, to = now) =>
    b.discount === null &&
    b.bookedPackage === null &&
    b.session.price > 0 &&
    b.paymentAmount > 0 &&
    b.createdAt >= from &&
    b.createdAt <= to;

  const launch = define({
    code: 'LAUNCH50',
    valueType: 'percentage',
    percentOff: 50,
    maxRedemptions: 10,
    active: false,
    createdAt: historyStart - 30 * DAY_MS,
    updatedAt: historyStart + 31 * DAY_MS,
  });
  const launchEnd = historyStart + 30 * DAY_MS;
  for (const b of rnd
    .shuffle(input.bookings.filter((b) => open(b, launch.createdAt, launchEnd)))
    .slice(0, 6)) {
    redeem(launch, b);
  }

  const spring = define({
    code: 'SPRING25',
    valueType: 'percentage',
    percentOff: 25,
    maxRedemptions: 20,
    createdAt: now - 150 * DAY_MS,
  });
  const springUses = rnd
    .shuffle(input.bookings.filter((b) => open(b, spring.createdAt, now - 110 * DAY_MS)))
    .slice(0, 20);
  for (const b of springUses) redeem(spring, b);
  // Shown as used up: the limit is reached.
  if (springUses.length > 0) spring.maxRedemptions = springUses.length;

  const circle = define({
    code: 'CIRCLE20',
    valueType: 'fixed',
    amountOff: 2_000,
    currency: input.currency,
    series: 'circle',
    createdAt: now - 100 * DAY_MS,
  });
  for (const b of input.bookings) {
    if (b.session.seriesKey === 'circle' && open(b, circle.createdAt) && rnd.chance(0.12)) redeem(circle, b);
  }

  const personalFrom = now - 75 * DAY_MS;
  const loyal = input.clients.filter((c) => c.regular && c.bookings.some((b) => open(b, personalFrom)));
  if (loyal.length > 0) {
    const client = rnd.pick(loyal);
    const code = define({
      code: `${asciiUpper(client.firstName) || 'THANKS'}15`,
      valueType: 'percentage',
      percentOff: 15,
      maxRedemptions: 3,
      client,
      createdAt: personalFrom,
    });
    for (const b of client.bookings.filter((b) => open(b, personalFrom)).slice(0, 2)) redeem(code, b);
  }

  const welcome = define({
    code: 'WELCOME10',
    valueType: 'percentage',
    percentOff: 10,
    createdAt: historyStart - 60 * DAY_MS,
  });
  for (const client of input.clients) {
    const first = client.bookings
      .filter((b) => open(b, welcome.createdAt))
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    if (first && rnd.chance(0.2)) redeem(welcome, first);
  }
  for (const p of input.bookedPackages) {
    if (p.paymentPlan || p.discount || p.createdAt < welcome.createdAt || !rnd.chance(0.08)) continue;
    const amountOff = offFor(welcome, p.paymentAmount);
    p.discount = { codeIndex: codes.indexOf(welcome), typed: typed(welcome), amountOff };
    p.paymentAmount -= amountOff;
    welcome.timesRedeemed++;
  }
  return codes;
}
