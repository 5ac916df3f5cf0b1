import type {
  PublicPackageDetails,
  PublicPackagePageView,
} from '../../../domain/public-booking/package-page-view';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { listIncludes } from '../packages/repository';
import { acceptsPayments, type CheckoutDeps } from '../payments/open-checkout';
import { pageBasics } from '../public-booking/page-service';
import { findLivePackage, type LivePackage } from './purchase-repository';

export type Includes = Awaited<ReturnType<typeof listIncludes>>;

/** A package that can be bought: not deleted (hidden is fine: link only), or 404. */
export async function requireLivePackage(db: DbOrTx, id: string): Promise<LivePackage> {
  const found = await findLivePackage(db, id);
  if (!found) throw notFound();
  return found;
}

export function toPublicPackage(
  pkg: LivePackage['pkg'],
  includes: Includes,
  now: Date,
): PublicPackageDetails {
  return {
    id: pkg.id,
    title: pkg.title,
    description: (pkg.description as RichTextDoc | null) ?? null,
    services: includes.services.map((s) => ({
      id: s.serviceId,
      title: s.title,
      count: s.count,
      duration: s.duration,
    })),
    series: includes.series.map((s) => ({
      id: s.seriesId,
      title: s.title,
      count: s.count,
      duration: s.duration,
    })),
    // A cancelled or past session is no longer part of what a buyer gets.
    groupSessions: includes.groupSessions
      .filter((s) => s.status === 'confirmed' && s.start > now)
      .map((s) => ({
        id: s.sessionId,
        title: s.title,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
      })),
    price: pkg.price,
    currency: pkg.currency,
    paymentPlan:
      pkg.paymentPlanCount !== null && pkg.paymentPlanAmount !== null
        ? { count: pkg.paymentPlanCount, amount: pkg.paymentPlanAmount }
        : null,
    expiryDays: pkg.expiryDays,
  };
}

/** GET /api/public/packages/{id}: the package with its page's basics. */
export async function getPublicPackagePage(
  deps: CheckoutDeps,
  id: string,
  now: Date,
): Promise<PublicPackagePageView> {
  const found = await requireLivePackage(deps.db, id);
  const [includes, accepts] = await Promise.all([
    listIncludes(deps.db, [id]),
    acceptsPayments(deps, found.page.userId),
  ]);
  return {
    page: await pageBasics(deps.db, found.page),
    package: toPublicPackage(found.pkg, includes, now),
    acceptsPayments: accepts,
  };
}
