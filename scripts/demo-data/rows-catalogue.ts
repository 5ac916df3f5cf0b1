// Table rows for the expert and what she sells: account, page, settings, availabilities,
// locations, services, series, packages, time off and discount codes.
import { DAY_MS, HOUR_MS } from '../../src/domain/time/instant';
import type { RichTextDocument } from '../../src/server/db/schema/columns';
import type * as schema from '../../src/server/db/schema/index';
import type { Interval } from './calendar';
import {
  AVAILABILITIES,
  type AvailabilityKey,
  DEMO_EXPERT,
  LOCATIONS,
  type LocationKey,
  type PackageDef,
  type PackageKey,
  SERIES,
  SERVICES,
  type SeriesKey,
  type ServiceKey,
} from './catalogue';
import type { CodeModel } from './discounts';
import type { SessionModel } from './model';
import { ALIGNMENT, BUFFER_AFTER } from './schedule';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type CatalogueIds = {
  availabilities: Record<AvailabilityKey, string>;
  userId: string;
  pageId: string;
  accountId: string;
  services: Record<ServiceKey, string>;
  series: Record<SeriesKey, string>;
  locations: Record<LocationKey, string>;
  packages: Record<PackageKey, string>;
};

export type CatalogueTimes = {
  /** When the expert signed up and set up the page. */
  expertCreatedAt: number;
  seriesCreatedAt: Record<SeriesKey, number>;
  packagesCreatedAt: number;
  now: number;
};

export function richText(paragraphs: string[]): { doc: RichTextDocument; text: string } {
  return {
    doc: {
      type: 'doc',
      content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    },
    // The plain text the editor gives for the same document (blocks separated by a blank line).
    text: paragraphs.join('\n\n'),
  };
}

const at = (t: number) => new Date(t);

export function expertRows(ids: CatalogueIds, times: CatalogueTimes, passwordHash: string) {
  const created = at(times.expertCreatedAt);
  const e = DEMO_EXPERT;
  const user: Insert<typeof schema.users> = {
    id: ids.userId,
    name: `${e.firstName} ${e.lastName}`,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    emailVerified: true,
    timezone: e.timeZone,
    country: e.country,
    pricingPlanId: e.planId,
    createdAt: created,
    updatedAt: created,
  };
  const account: Insert<typeof schema.authAccounts> = {
    id: ids.accountId,
    accountId: ids.userId,
    providerId: 'credential',
    userId: ids.userId,
    password: passwordHash,
    createdAt: created,
    updatedAt: created,
  };
  const page: Insert<typeof schema.bookingPages> = {
    id: ids.pageId,
    userId: ids.userId,
    slug: e.slug,
    firstName: e.firstName,
    lastName: e.lastName,
    displayName: `${e.firstName} ${e.lastName}`,
    headline: e.headline,
    description: richText([e.description]).doc,
    accentColor: '#2F6F5E',
    backgroundColor: '#F7F4EE',
    termsPolicy: richText([
      'Sessions can be cancelled or moved up to 24 hours before they start.',
      'Package sessions must be used before the package expires, where an expiry is shown.',
    ]).doc,
    privacyPolicy: richText([
      'I keep your name, email and session notes only to run our coaching sessions.',
      'Notes are never shared. Ask me at any time to delete them.',
    ]).doc,
    currency: e.currency,
    createdAt: created,
    updatedAt: created,
  };
  const settings: Insert<typeof schema.userSettings> = {
    userId: ids.userId,
    conferencingProvider: 'daily',
    // Not chosen (ADR 034): the demo's sandbox takes its paid bookings.
    paymentsGateway: null,
    cancellationMinNotice: 24 * 60,
    reschedulingMinNotice: 12 * 60,
    minNotice: 12 * 60,
    maxNotice: 60 * 24 * 60,
    bufferBefore: 0,
    bufferAfter: BUFFER_AFTER,
    alignment: ALIGNMENT,
    updatedAt: created,
  };
  const availabilities: Insert<typeof schema.availabilities>[] = [];
  const periods: Insert<typeof schema.availabilityWeeklyPeriods>[] = [];
  Object.values(AVAILABILITIES).forEach((a, order) => {
    availabilities.push({
      userId: ids.userId,
      id: ids.availabilities[a.key],
      name: a.name,
      order,
      timeZone: e.timeZone,
      createdAt: created,
      updatedAt: created,
    });
    for (const [weekday, list] of Object.entries(a.periods)) {
      for (const [startMinute, endMinute] of list) {
        periods.push({
          userId: ids.userId,
          availabilityId: ids.availabilities[a.key],
          weekday: Number(weekday),
          startMinute,
          endMinute,
        });
      }
    }
  });
  const locations: Insert<typeof schema.locations>[] = (Object.keys(LOCATIONS) as LocationKey[]).map(
    (key) => ({
      id: ids.locations[key],
      userId: ids.userId,
      name: LOCATIONS[key].name,
      location: LOCATIONS[key].location,
      createdAt: created,
      updatedAt: created,
    }),
  );
  return { user, account, page, settings, availabilities, periods, locations };
}

export function offerRows(
  ids: CatalogueIds,
  times: CatalogueTimes,
  options: {
    seriesUsed: SeriesKey[];
    groupSizeMax: (key: SeriesKey) => number;
    packages: PackageDef[];
    includedWorkshop: SessionModel | undefined;
  },
) {
  const created = at(times.expertCreatedAt + DAY_MS);
  const services: Insert<typeof schema.services>[] = SERVICES.map((s, order) => ({
    id: ids.services[s.key],
    pageId: ids.pageId,
    userId: ids.userId,
    title: s.title,
    description: s.description,
    duration: s.duration,
    price: s.price,
    availabilityId: ids.availabilities[s.availability],
    locationType: s.location ? 'custom' : null,
    locationId: s.location ? ids.locations[s.location] : null,
    hidden: s.hidden,
    order,
    collectPhoneNumber: s.collectPhoneNumber,
    // The in-person deep dive needs two days' notice.
    ...(s.key === 'deepDive'
      ? { customSchedulingRules: true, minNotice: 48 * 60, bufferBefore: 0, bufferAfter: BUFFER_AFTER }
      : {}),
    createdAt: created,
    updatedAt: created,
  }));
  const series: Insert<typeof schema.series>[] = options.seriesUsed.map((key) => {
    const s = SERIES[key];
    const seriesCreated = times.seriesCreatedAt[key];
    return {
      id: ids.series[key],
      pageId: ids.pageId,
      title: s.title,
      description: s.description,
      duration: s.duration,
      price: s.price,
      currency: DEMO_EXPERT.currency,
      groupSizeMax: options.groupSizeMax(key),
      order: seriesCreated,
      createdAt: at(seriesCreated),
      updatedAt: at(seriesCreated),
    };
  });
  const packages: Insert<typeof schema.packages>[] = [];
  const packageServices: Insert<typeof schema.packageServices>[] = [];
  const packageSeries: Insert<typeof schema.packageSeries>[] = [];
  const packageGroupSessions: Insert<typeof schema.packageGroupSessions>[] = [];
  options.packages.forEach((p, i) => {
    const createdAt = times.packagesCreatedAt + i * HOUR_MS;
    packages.push({
      id: ids.packages[p.key],
      pageId: ids.pageId,
      title: p.title,
      description: richText([p.description]).doc,
      price: p.price,
      currency: DEMO_EXPERT.currency,
      paymentPlanType: p.paymentPlan ? 'monthly' : null,
      paymentPlanCount: p.paymentPlan?.count ?? null,
      paymentPlanAmount: p.paymentPlan?.amount ?? null,
      expiryDays: p.expiryDays ?? null,
      // spec: the order value is the creation timestamp until reordered.
      order: createdAt,
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
    });
    for (const [key, count] of Object.entries(p.services ?? {}) as [ServiceKey, number][]) {
      packageServices.push({ packageId: ids.packages[p.key], serviceId: ids.services[key], count });
    }
    for (const [key, count] of Object.entries(p.series ?? {}) as [SeriesKey, number][]) {
      packageSeries.push({ packageId: ids.packages[p.key], seriesId: ids.series[key], count });
    }
    if (p.includesWorkshop && options.includedWorkshop) {
      packageGroupSessions.push({ packageId: ids.packages[p.key], sessionId: options.includedWorkshop.id });
    }
  });
  return { services, series, packages, packageServices, packageSeries, packageGroupSessions };
}

export function timeOffRows(
  ids: CatalogueIds,
  times: CatalogueTimes,
  periods: Interval[],
  newId: () => string,
) {
  return periods.map((p): Insert<typeof schema.timeOffPeriods> => {
    const createdAt = at(Math.min(p.start - 30 * DAY_MS, times.now - DAY_MS));
    return {
      id: newId(),
      userId: ids.userId,
      start: at(p.start),
      end: at(p.end),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function discountRows(ids: CatalogueIds, codes: CodeModel[], newId: () => string) {
  const discountCodes: Insert<typeof schema.discountCodes>[] = codes.map((c) => ({
    id: c.id,
    pageId: ids.pageId,
    code: c.code,
    valueType: c.valueType,
    percentOff: c.percentOff,
    amountOff: c.amountOff,
    currency: c.currency,
    active: c.active,
    timesRedeemed: c.timesRedeemed,
    maxRedemptions: c.maxRedemptions,
    clientId: c.client?.id ?? null,
    productsRestricted: c.series !== null,
    createdAt: at(c.createdAt),
    updatedAt: at(c.updatedAt),
  }));
  const products: Insert<typeof schema.discountCodeProducts>[] = codes
    .filter((c) => c.series !== null)
    .map((c) => ({ id: newId(), discountCodeId: c.id, type: 'series', seriesId: ids.series[c.series!] }));
  return { discountCodes, products };
}
