import type { SlotsView } from '../../../domain/availability/slots-request';
import type { BookedPackageView } from '../../../domain/public-booking/booked-package-view';
import { isPackageExpired } from '../../../domain/public-booking/package-rules';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { BookingDeps } from '../public-booking/booking-service';
import { signBookingToken, verifyPackageToken } from '../public-booking/booking-token';
import { pageBasics } from '../public-booking/page-service';
import { findPublicService } from '../public-booking/slots-repository';
import { findOfferedStarts } from '../public-booking/slots-service';
import { listCredits } from './purchase-repository';
import * as repo from './use-repository';

/**
 * The booked package behind a use link: the token must be this id's (a wrong one is 404, like an
 * unknown id), and only a confirmed purchase can be seen or used (ADR 016).
 */
export async function requireUsablePackage(
  deps: Pick<BookingDeps, 'secrets'> & { db: DbOrTx },
  id: string,
  token: string,
): Promise<repo.BookedPackageRow> {
  if (!verifyPackageToken(deps.secrets.linkSigningKey, id, token)) throw notFound();
  const found = await repo.findBookedPackage(deps.db, id);
  if (found?.booked.status !== 'confirmed') throw notFound();
  return found;
}

const iso = (d: Date) => d.toISOString();

export async function toBookedPackageView(
  deps: BookingDeps,
  found: repo.BookedPackageRow,
  now: number,
): Promise<BookedPackageView> {
  const { booked, page } = found;
  const at = new Date(now);
  const expired = isPackageExpired(booked.expiresAt?.getTime() ?? null, now);
  const credits = await listCredits(deps.db, booked.id);
  const seriesIds = credits.series.flatMap((c) => (c.seriesId ? [c.seriesId] : []));
  const [serviceDetails, seriesSessions, groupSessions, booked_] = await Promise.all([
    repo.findServiceDetails(
      deps.db,
      credits.services.flatMap((c) => (c.serviceId ? [c.serviceId] : [])),
    ),
    expired ? [] : repo.listUpcomingSeriesSessions(deps.db, page.id, seriesIds, at, booked.expiresAt),
    expired || !booked.packageId
      ? []
      : repo.listIncludedGroupSessions(deps.db, booked.packageId, at, booked.expiresAt),
    repo.listBookedSessions(deps.db, booked.id),
  ]);
  const bookedIds = new Set(booked_.map((b) => b.sessionId));
  const seat = (s: (typeof groupSessions)[number]) => ({
    id: s.id,
    title: s.title,
    start: iso(s.start),
    end: iso(s.end),
    seatsLeft: s.seatsLeft ?? 0,
    booked: bookedIds.has(s.id),
    collectPhoneNumber: s.collectPhoneNumber,
  });
  return {
    id: booked.id,
    page: await pageBasics(deps.db, page),
    title: booked.packageTitle,
    clientFirstName: booked.clientFirstName,
    expiresAt: booked.expiresAt ? iso(booked.expiresAt) : null,
    expired,
    services: credits.services.map((c) => ({
      serviceId: c.serviceId,
      title: c.title,
      duration: c.serviceId ? (serviceDetails.get(c.serviceId)?.duration ?? null) : null,
      collectPhoneNumber: c.serviceId
        ? (serviceDetails.get(c.serviceId)?.collectPhoneNumber ?? false)
        : false,
      count: c.count,
      available: c.available,
    })),
    series: credits.series.map((c) => ({
      seriesId: c.seriesId,
      title: c.title,
      count: c.count,
      available: c.available,
      sessions: seriesSessions.filter((s) => c.seriesId !== null && s.seriesId === c.seriesId).map(seat),
    })),
    groupSessions: groupSessions.map(seat),
    bookings: booked_.map((b) => ({
      sessionId: b.sessionId,
      title: b.title,
      start: iso(b.start),
      end: iso(b.end),
      manageToken: signBookingToken(deps.secrets.linkSigningKey, b.bookingId),
    })),
  };
}

/** GET /api/public/booked-packages/{id}?token=…: the use page. */
export async function getBookedPackage(deps: BookingDeps, id: string, token: string, now: number) {
  return toBookedPackageView(deps, await requireUsablePackage(deps, id, token), now);
}

/**
 * The starts a service credit can book: the service's own slots, cut at the package's expiry
 * (spec: all sessions must be booked for no later than that date). A service the package does not
 * include is 404.
 */
export async function getPackageServiceSlots(
  deps: BookingDeps,
  id: string,
  token: string,
  serviceId: string,
  range: { from: number; to: number },
  now: number,
): Promise<SlotsView> {
  const { booked, page } = await requireUsablePackage(deps, id, token);
  const credits = await listCredits(deps.db, booked.id);
  const found = credits.services.some((c) => c.serviceId === serviceId)
    ? await findPublicService(deps.db, page.slug, serviceId)
    : undefined;
  if (!found) throw notFound();
  const to = Math.min(range.to, booked.expiresAt?.getTime() ?? range.to);
  const slots = to > range.from ? await findOfferedStarts(deps.db, found, { from: range.from, to }, now) : [];
  return {
    duration: found.service.duration,
    timeZone: found.availabilityTimeZone,
    slots: slots.map((s) => new Date(s).toISOString()),
  };
}
