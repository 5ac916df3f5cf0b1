import { photoPath } from '../../../domain/account/profile-rules';
import { coverView } from '../../../domain/booking-page/page-images';
import { canUse } from '../../../domain/plans/access';
import type {
  PublicGroupSession,
  PublicPageBasics,
  PublicPageView,
  PublicPoliciesView,
  PublicServicePageView,
} from '../../../domain/public-booking/public-page-view';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { policiesVersion } from '../booking-page/policies';
import { acceptsPayments, type CheckoutDeps } from '../payments/open-checkout';
import { isUserDisabled, pageUnavailable } from '../team/page-owner';
import * as repo from './page-repository';

type PageRow = NonNullable<Awaited<ReturnType<typeof repo.findPageBySlug>>>;

/**
 * What every public screen shows of the page (spec: page basics), with its branding only while
 * the page's expert has branding on their plan: a plan lost keeps the colours but shows the
 * pages unbranded (issue 20).
 */
export async function pageBasics(db: DbOrTx, page: PageRow): Promise<PublicPageBasics> {
  return toBasics(page, canUse(await repo.findOwnerPlanId(db, page.userId), 'branding'));
}

/** The basics with branding shown or not as told; pageBasics asks the plan. */
export function toBasics(page: PageRow, brandingAllowed: boolean): PublicPageBasics {
  const branded = brandingAllowed && (page.accentColor !== null || page.backgroundColor !== null);
  return {
    slug: page.slug,
    firstName: page.firstName,
    lastName: page.lastName,
    displayName: page.displayName,
    headline: page.headline,
    description: page.description as RichTextDoc | null,
    photoUrl: page.photo ? photoPath(page.photo) : null,
    cover: page.cover ? coverView(page.cover, page.coverAlt) : null,
    branding: branded ? { accentColor: page.accentColor, backgroundColor: page.backgroundColor } : null,
    noIndex: page.noIndex,
    currency: page.currency,
    policies: publicPolicies(page),
  };
}

/** Which policies the page has and the version a checkout accepts (issue 19). */
function publicPolicies(page: PageRow): PublicPageBasics['policies'] {
  const version = policiesVersion(page);
  return version ? { version, terms: page.termsPolicy !== null, privacy: page.privacyPolicy !== null } : null;
}

type GroupSessionRow = {
  id: string;
  title: string;
  start: Date;
  end: Date;
  price: number | null;
  seatsLeft: number | null;
  groupSizeMax: number | null;
};

/** A group session in a list (the booking page, a series page). */
export function toPublicGroupSession(s: GroupSessionRow): PublicGroupSession {
  return {
    id: s.id,
    title: s.title,
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    price: s.price ?? 0,
    seatsLeft: s.seatsLeft ?? 0,
    groupSizeMax: s.groupSizeMax ?? 0,
  };
}

/** The page with this slug, or 404 'Not found'. */
async function findPage(db: DbOrTx, slug: string): Promise<PageRow> {
  const page = await repo.findPageBySlug(db, slug);
  if (!page) throw notFound();
  return page;
}

/** The page's terms and privacy policy (issue 19), or 404 for an unknown slug. */
export async function getPublicPolicies(db: DbOrTx, slug: string): Promise<PublicPoliciesView> {
  const page = await findPage(db, slug);
  // Stored only after the strict rich-text schema checked them (booking-page/policies.ts).
  return {
    page: await pageBasics(db, page),
    terms: page.termsPolicy as PublicPoliciesView['terms'],
    privacy: page.privacyPolicy as PublicPoliciesView['privacy'],
  };
}

/** The page's own fields, or 404 'Not found' for an unknown slug. */
export async function getPublicPageBasics(db: DbOrTx, slug: string): Promise<PublicPageBasics> {
  return pageBasics(db, await findPage(db, slug));
}

export async function getPublicPage(deps: CheckoutDeps, slug: string, now: Date): Promise<PublicPageView> {
  const { db } = deps;
  const page = await findPage(db, slug);
  // issue 18: a disabled team member's page says so instead of listing what it sells.
  if (await isUserDisabled(db, page.userId)) throw pageUnavailable();
  const [services, groupSessions, series, seriesCounts, packages, accepts] = await Promise.all([
    repo.listListedServices(db, page.id),
    repo.listUpcomingGroupSessions(db, page.id, now),
    repo.listListedSeries(db, page.id),
    repo.countUpcomingSeriesSessions(db, page.id, now),
    repo.listListedPackages(db, page.id),
    acceptsPayments(deps, page.userId),
  ]);
  return {
    ...(await pageBasics(db, page)),
    acceptsPayments: accepts,
    services,
    groupSessions: groupSessions.map(toPublicGroupSession),
    series: series.map((s) => ({
      ...s,
      upcomingCount: seriesCounts.find((c) => c.seriesId === s.id)?.count ?? 0,
    })),
    packages: packages.map((p) => ({
      id: p.id,
      title: p.title,
      price: p.price,
      paymentPlan:
        p.paymentPlanType && p.paymentPlanCount && p.paymentPlanAmount
          ? { type: p.paymentPlanType, count: p.paymentPlanCount, amount: p.paymentPlanAmount }
          : null,
      expiryDays: p.expiryDays,
    })),
  };
}

/** One service (hidden ones too: hidden means link only) with the page's basics. */
export async function getPublicServicePage(
  deps: CheckoutDeps,
  slug: string,
  serviceId: string,
): Promise<PublicServicePageView> {
  const page = await findPage(deps.db, slug);
  const service = await repo.findPageService(deps.db, page.id, serviceId);
  if (!service) throw notFound();
  return {
    page: await pageBasics(deps.db, page),
    service,
    acceptsPayments: await acceptsPayments(deps, page.userId),
  };
}
