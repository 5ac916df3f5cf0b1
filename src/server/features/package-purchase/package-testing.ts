import type { PackageInput } from '../../../domain/packages/package-input';
import type { PackagePurchaseInput } from '../../../domain/public-booking/package-purchase-input';
import { setPlan } from '../../testing/experts';
import { TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app';
import { createPackage, insertGroupSession, insertSeries } from '../packages/packages-testing';
import { client, setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the package purchase and use tests: Ada (London, page 'ada', Growth plan, so
// payment plans and expiry are allowed) sells a coaching service, a yoga series with upcoming
// classes and a breathwork circle. Series and group sessions are inserted directly (their own
// areas' tests cover creating them).

const DAY_HOURS = 24;

export async function setUpPackageSeller(t: TestApp) {
  const ada = await setUpExpert(t, 'ada@example.com', 'ada');
  await setPlan(t, 'ada@example.com', 'growth');
  const owner = { userId: ada.userId, pageId: ada.pageId };
  const coaching = await ada.service({ title: 'Coaching call', price: 100 });
  const yoga = await insertSeries(t, owner, 'Yoga series');
  const yogaClasses = [];
  for (const days of [3, 4, 5]) {
    yogaClasses.push(
      await insertGroupSession(t, owner, 'Yoga series', { inHours: days * DAY_HOURS, seriesId: yoga }),
    );
  }
  const circle = await insertGroupSession(t, owner, 'Breathwork circle', { inHours: 2 * DAY_HOURS });
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
