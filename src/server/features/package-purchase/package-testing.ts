import type { PackageInput } from '../../../domain/packages/package-input';
import type { PackagePurchaseInput } from '../../../domain/public-booking/package-purchase-input';
import { setPlan } from '../../testing/experts';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { createPackage } from '../packages/packages-testing';
import { at, client, setUpExpert } from '../public-booking/booking-test-setup';
import { createGroupSession, createSeries, scheduleSeriesSession } from '../public-booking/seat-test-setup';

// Shared set-up of the package purchase and use tests: Ada (London, page 'ada', Growth plan, so
// payment plans and expiry are allowed) sells a coaching service, a yoga series with three
// classes and a breathwork circle, made through the dashboard API like the seat tests' (the week
// of MONDAY, 2031).

/** An hour-long start and end on `day` from `hhmm` (UTC). */
const hour = (day: string, hhmm: string) => {
  const start = at(hhmm, day);
  return { start, end: new Date(Date.parse(start) + 3_600_000).toISOString() };
};

export async function setUpPackageSeller(t: TestApp) {
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  await setPlan(t, 'ada@example.com', 'growth');
  const owner = { userId: ada.userId, pageId: ada.pageId };
  const coaching = await ada.service({ title: 'Coaching call', price: 100 });
  const yoga = await createSeries(ada.expert, { title: 'Yoga series' });
  const yogaClasses = [];
  for (const day of ['2031-03-05', '2031-03-06', '2031-03-07']) {
    const { start } = hour(day, '18:00');
    yogaClasses.push({ id: await scheduleSeriesSession(ada.expert, yoga, start), start });
  }
  const circleTimes = hour('2031-03-04', '18:00');
  const circle = {
    id: await createGroupSession(ada.expert, { title: 'Breathwork circle', ...circleTimes }),
    start: circleTimes.start,
  };
  const sell = (overrides: Partial<PackageInput> = {}) =>
    createPackage(ada.expert, {
      title: 'Coaching bundle',
      personalSessions: [{ serviceId: coaching, count: 2 }],
      series: [{ seriesId: yoga, count: 2 }],
      groupSessionIds: [circle.id],
      price: 120,
      confirmedEmpty: false,
      ...overrides,
    });
  return { ...ada, owner, coaching, yoga, yogaClasses, circle, sell };
}

export const BUYER_EMAIL = 'grace@example.com';

export const purchase = (overrides: Partial<PackagePurchaseInput> = {}): PackagePurchaseInput => ({
  client: client({ email: BUYER_EMAIL, message: 'Looking forward to it' }),
  paymentOption: 'full',
  ...overrides,
});

export const buy = (t: TestApp, packageId: string, body: unknown = purchase()) =>
  t.client().request('POST', `/api/public/packages/${packageId}/purchases`, body);

/** The booked package id and token of a use link's path or URL. */
export function partsOfUseLink(link: string) {
  const url = new URL(link, TEST_PUBLIC_URL);
  return { id: url.searchParams.get('packageId')!, token: url.searchParams.get('token')! };
}

/** The API of a booked package, addressed like the use page does. */
export function bookedApi(t: TestApp, link: string) {
  const { id, token } = partsOfUseLink(link);
  const base = `/api/public/booked-packages/${id}`;
  const q = `token=${encodeURIComponent(token)}`;
  return {
    id,
    token,
    view: () => t.client().request('GET', `${base}?${q}`),
    book: (body: unknown) => t.client().request('POST', `${base}/bookings?${q}`, body),
    slots: (serviceId: string, from: string, to: string) =>
      t.client().request('GET', `${base}/services/${serviceId}/slots?${q}&from=${from}&to=${to}`),
  };
}

export const paymentIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;
