import {
  type BookedPackagePageQuery,
  INCLUDED_SESSIONS,
  type PackageSessionsQuery,
} from '../../../domain/booked-packages/booked-package-inputs';
import {
  BOOKED_PACKAGE_MESSAGES,
  BOOKED_PACKAGES_PAGE_SIZE,
  PACKAGE_SESSIONS_PAGE_SIZE,
} from '../../../domain/booked-packages/booked-package-messages';
import type {
  BookedPackageDetailView,
  BookedPackageOptionsView,
  BookedPackagePageView,
  PackageSessionsPageView,
} from '../../../domain/booked-packages/booked-package-view';
import { pageWindow, toPage } from '../../../domain/shared/paging';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { toListItemView as toSessionListItemView } from '../sessions/views';
import { listPageItems } from './credits-repository';
import * as repo from './repository';
import { toDetailView, toListItemView, toPlanView } from './views';

/** What the booked packages area needs: the database, and the public address for the client link. */
export type BookedPackagesDeps = { db: Db; config: Pick<Config, 'publicUrl'> };

// spec (doc 1, §8): an unknown id and another expert's id read the same.
export const bookedPackageNotFound = () => notFound(BOOKED_PACKAGE_MESSAGES.notFound);

/** spec (doc 1, §2): the client access link, /packages/use?packageId={id}. */
export const clientAccessUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/packages/use?packageId=${encodeURIComponent(id)}`;

/** One page of the list, newest first. An expert without a booking page has sold nothing. */
export async function listBookedPackages(
  db: Db,
  userId: string,
  query: BookedPackagePageQuery,
): Promise<BookedPackagePageView> {
  const pageId = await repo.findPageId(db, userId);
  const { offset, limit } = pageWindow(query.page, BOOKED_PACKAGES_PAGE_SIZE);
  const rows = pageId ? await repo.listBookedPackagePage(db, pageId, offset, limit) : [];
  return toPage(rows, query.page, BOOKED_PACKAGES_PAGE_SIZE, toListItemView);
}

/** One of the expert's confirmed booked packages (and its page), or 404 'Booked package not found'. */
export async function requireBookedPackage(db: DbOrTx, userId: string, id: string, lock?: 'update') {
  const row = await repo.findBookedPackage(db, userId, id, lock);
  if (!row) throw bookedPackageNotFound();
  return { pageId: row.pageId, row };
}

/** The detail as it stands now (inside the caller's transaction when given one). */
export async function readDetail(
  db: DbOrTx,
  publicUrl: string,
  row: repo.BookedPackageRow,
): Promise<BookedPackageDetailView> {
  const { includedSessions, ...credits } = await repo.listCredits(db, row.id);
  const plan = row.paymentPlanId ? await repo.findPaymentPlan(db, row.paymentPlanId) : undefined;
  return toDetailView({
    row,
    credits,
    includedSessionsCount: includedSessions,
    plan: plan ? toPlanView(plan.plan, plan.installments) : null,
    useUrl: clientAccessUrl(publicUrl, row.id),
  });
}

export async function getBookedPackage(
  deps: BookedPackagesDeps,
  userId: string,
  id: string,
): Promise<BookedPackageDetailView> {
  const { row } = await requireBookedPackage(deps.db, userId, id);
  return readDetail(deps.db, deps.config.publicUrl, row);
}

/**
 * A page of the sessions booked with one of the package's credits, or with `included` those
 * booked in its included group sessions. A credit of another package is not found.
 */
export async function listBookedPackageSessions(
  db: Db,
  userId: string,
  id: string,
  query: PackageSessionsQuery,
): Promise<PackageSessionsPageView> {
  const { row } = await requireBookedPackage(db, userId, id);
  const creditId = query.credit === INCLUDED_SESSIONS ? null : query.credit;
  if (creditId !== null) {
    const credits = await repo.listCredits(db, row.id);
    if (![...credits.services, ...credits.series].some((credit) => credit.id === creditId)) throw notFound();
  }
  const { offset, limit } = pageWindow(query.page, PACKAGE_SESSIONS_PAGE_SIZE);
  const rows = await repo.listPackageSessions(db, row.id, creditId, offset, limit);
  return toPage(rows, query.page, PACKAGE_SESSIONS_PAGE_SIZE, toSessionListItemView);
}

/** What the edit screen can add: the expert's services and series (it leaves out the included). */
export async function getBookedPackageOptions(
  db: Db,
  userId: string,
  id: string,
): Promise<BookedPackageOptionsView> {
  const { pageId } = await requireBookedPackage(db, userId, id);
  return listPageItems(db, pageId);
}

/** spec (doc 1, §5, §7): only expiresAt changes; the input schema checked it is in the future. */
export async function changeExpiration(
  deps: BookedPackagesDeps,
  userId: string,
  id: string,
  input: { expiresAt: string },
  now: number,
): Promise<BookedPackageDetailView> {
  return deps.db.transaction(async (tx) => {
    const { row } = await requireBookedPackage(tx, userId, id, 'update');
    await repo.updateExpiresAt(tx, row.id, new Date(input.expiresAt), new Date(now));
    const { row: changed } = await requireBookedPackage(tx, userId, id);
    return readDetail(tx, deps.config.publicUrl, changed);
  });
}
