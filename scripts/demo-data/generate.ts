// Seeds a demo expert with months (or years) of consistent bookings. Deterministic: the same
// scale and the same hour of `now` always give the same rows (only the password hash differs,
// because better-auth salts it).
import { hashPassword } from 'better-auth/crypto';
import { getTableName } from 'drizzle-orm';
import { startOfDayInZone } from '../../src/domain/time/calendar-days';
import { DAY_MS, HOUR_MS } from '../../src/domain/time/instant';
import type { Db } from '../../src/server/db/client';
import { bulkLoadWithoutRollups } from '../../src/server/db/report-rollups';
import { DEFAULT_AVAILABILITY_ID } from '../../src/server/db/schema/availabilities';
import * as schema from '../../src/server/db/schema/index';
import { assignBookings } from './bookings';
import { planTimeOff } from './calendar';
import { DEMO_EXPERT, LOCATIONS, PACKAGES, SERIES, SERVICES, type SeriesKey } from './catalogue';
import { createClientPicker, generateClients } from './clients';
import { applyDiscounts } from './discounts';
import { insertBatches } from './insert';
import { type DemoScale, planScale } from './model';
import { assignPackages } from './packages';
import { createRandom } from './random';
import { bookedPackageRows, bookingRows, clientRows, sessionRows } from './rows-activity';
import {
  type CatalogueIds,
  type CatalogueTimes,
  discountRows,
  expertRows,
  offerRows,
  timeOffRows,
} from './rows-catalogue';
import { planSchedule } from './schedule';

export type { DemoScale } from './model';

export type SeedDemoOptions = {
  /** The moment the demo is seeded for; rounded down to the hour. */
  now: Date;
  scale: DemoScale;
  /**
   * Where the demo is served. Unused while no call room exists (ADR 030): video sessions have no
   * join link; the calls issue gives them /s/{id} on this address.
   */
  publicUrl?: string;
  /** Told each step as it finishes, with its duration in milliseconds. */
  onProgress?: (step: string, ms: number) => void;
};

export type DemoSummary = {
  expertEmail: string;
  expertPassword: string;
  slug: string;
  userId: string;
  pageId: string;
  /** `now` after rounding, ISO 8601. */
  now: string;
  /** Rows inserted, by table name. */
  counts: Record<string, number>;
};

export const DEMO_CREDENTIALS = { email: DEMO_EXPERT.email, password: DEMO_EXPERT.password } as const;

const SEED = 0x51_07_20_25;

function catalogueIds(newId: () => string): CatalogueIds {
  const keyed = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, newId()])) as Record<K, string>;
  return {
    availabilities: { working: DEFAULT_AVAILABILITY_ID, evenings: newId() },
    userId: newId(),
    pageId: newId(),
    accountId: newId(),
    services: keyed(SERVICES.map((s) => s.key)),
    series: keyed(['circle', 'lab', 'masterclass'] as const),
    locations: keyed(Object.keys(LOCATIONS) as (keyof typeof LOCATIONS)[]),
    packages: keyed(PACKAGES.map((p) => p.key)),
  };
}

/** Builds every row in memory, then writes them in one transaction. */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSummary> {
  let stepStarted = performance.now();
  const progress = (step: string) => {
    const at = performance.now();
    options.onProgress?.(step, at - stepStarted);
    stepStarted = at;
  };
  const now = Math.floor(options.now.getTime() / HOUR_MS) * HOUR_MS;
  const plan = planScale(options.scale);
  const zone = DEMO_EXPERT.timeZone;
  const rnd = createRandom(SEED);
  const idSource = createRandom(SEED ^ 0x2545f491);
  const newId = () => idSource.id();

  const historyStart = startOfDayInZone(now - plan.historyDays * DAY_MS, zone);
  const upcomingEnd = now + plan.upcomingDays * DAY_MS;
  const ids = catalogueIds(newId);
  const seriesCreatedAt: Record<SeriesKey, number> = {
    circle: historyStart - 21 * DAY_MS,
    lab: historyStart - 14 * DAY_MS,
    masterclass: historyStart - 7 * DAY_MS,
  };
  const times: CatalogueTimes = {
    expertCreatedAt: historyStart - 400 * DAY_MS,
    seriesCreatedAt,
    packagesCreatedAt: historyStart - 60 * DAY_MS,
    now,
  };

  const timeOff = planTimeOff(historyStart, upcomingEnd, now, zone);
  const clients = generateClients(rnd, plan.clients, historyStart, now, newId);
  const picker = createClientPicker(rnd, clients);
  progress('generate clients');
  const schedule = planSchedule({ rnd, newId, zone, now, historyStart, upcomingEnd, timeOff, plan });
  progress('generate schedule');
  const sessions = assignBookings(
    {
      rnd,
      newId,
      zone,
      now,
      plan,
      picker,
      groupCreatedFloor: (s) => (s.seriesKey ? seriesCreatedAt[s.seriesKey] : historyStart - 30 * DAY_MS),
    },
    schedule.sessions,
  );
  const bookings = sessions.flatMap((s) => s.bookings);
  progress('generate bookings');

  const seriesUsed: SeriesKey[] = schedule.masterclass ? ['circle', 'lab', 'masterclass'] : ['circle', 'lab'];
  const packageDefs = PACKAGES.filter((p) =>
    Object.keys(p.series ?? {}).every((k) => seriesUsed.includes(k as SeriesKey)),
  );
  const titleOf = (product: string) => {
    const [kind, key] = product.split(':');
    return kind === 'service' ? SERVICES.find((s) => s.key === key)!.title : SERIES[key as SeriesKey].title;
  };
  const booked = assignPackages(
    {
      rnd,
      newId,
      zone,
      now,
      target: plan.bookedPackages,
      clients,
      packages: packageDefs,
      onSaleFrom: times.packagesCreatedAt,
    },
    titleOf,
  );
  progress('generate booked packages');
  const codes = applyDiscounts({
    rnd,
    newId,
    now,
    historyStart,
    currency: DEMO_EXPERT.currency,
    clients,
    bookings,
    bookedPackages: booked,
  });

  // Last activity is the latest booking or purchase; last session the latest one that started.
  for (const p of booked) {
    p.client.lastActiveAt = Math.max(p.client.lastActiveAt ?? 0, p.createdAt);
  }
  for (const b of bookings) {
    const c = b.client;
    c.lastActiveAt = Math.max(c.lastActiveAt ?? 0, b.createdAt);
    if (b.session.status === 'confirmed' && b.cancelledAt === null && b.session.start <= now) {
      c.lastSessionAt = Math.max(c.lastSessionAt ?? 0, b.session.start);
    }
  }

  const includedWorkshop = sessions.find(
    (s) => s.type === 'group' && !s.seriesKey && s.start > now && s.status === 'confirmed',
  );
  const groupSizeMax = (key: SeriesKey) =>
    Math.max(
      SERIES[key].groupSizeMax,
      ...sessions.filter((s) => s.seriesKey === key).map((s) => s.groupSizeMax!),
    );

  const passwordHash = await hashPassword(DEMO_EXPERT.password);
  const expert = expertRows(ids, times, passwordHash);
  const offers = offerRows(ids, times, { seriesUsed, groupSizeMax, packages: packageDefs, includedWorkshop });
  const timeOffPeriods = timeOffRows(ids, times, timeOff, newId);
  const clientData = clientRows(ids, clients, rnd, now, newId);
  const discounts = discountRows(ids, codes, newId);
  const sessionData = sessionRows(ids, sessions);
  const packageData = bookedPackageRows(ids, booked, codes, now);
  const bookingData = bookingRows(ids, bookings, codes);

  progress('generate rows');

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const put = async <T extends Parameters<typeof insertBatches>[1]>(
      table: T,
      rows: T['$inferInsert'][],
    ) => {
      await insertBatches(tx, table, rows, counts);
      if (rows.length >= 1_000) progress(`insert ${getTableName(table)}`);
    };
    await put(schema.users, [expert.user]);
    // One rebuild of the expert's report rollups at commit, instead of one per batch (ADR 022).
    await bulkLoadWithoutRollups(tx, [expert.user.id], async () => {
      await put(schema.authAccounts, [expert.account]);
      await put(schema.bookingPages, [expert.page]);
      await put(schema.locations, expert.locations);
      await put(schema.userSettings, [expert.settings]);
      await put(schema.availabilities, expert.availabilities);
      await put(schema.availabilityWeeklyPeriods, expert.periods);
      await put(schema.services, offers.services);
      await put(schema.series, offers.series);
      await put(schema.timeOffPeriods, timeOffPeriods);
      await put(schema.clients, clientData.rows);
      await put(schema.clientEmailMappings, clientData.mappings);
      await put(schema.clientNotes, clientData.notes);
      await put(schema.sessions, sessionData);
      await put(schema.packages, offers.packages);
      await put(schema.packageServices, offers.packageServices);
      await put(schema.packageSeries, offers.packageSeries);
      await put(schema.packageGroupSessions, offers.packageGroupSessions);
      await put(schema.discountCodes, discounts.discountCodes);
      await put(schema.discountCodeProducts, discounts.products);
      await put(schema.paymentPlans, packageData.plans);
      await put(schema.paymentPlanInstallments, packageData.installments);
      await put(schema.bookedPackages, packageData.rows);
      await put(schema.bookedPackageServiceCredits, packageData.serviceCredits);
      await put(schema.bookedPackageSeriesCredits, packageData.seriesCredits);
      await put(schema.bookings, bookingData.rows);
      await put(schema.bookedPackageSessions, bookingData.packageSessions);
    });
  });
  progress('commit');

  return {
    expertEmail: DEMO_EXPERT.email,
    expertPassword: DEMO_EXPERT.password,
    slug: DEMO_EXPERT.slug,
    userId: ids.userId,
    pageId: ids.pageId,
    now: new Date(now).toISOString(),
    counts,
  };
}
