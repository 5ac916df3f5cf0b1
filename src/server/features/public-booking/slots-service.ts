import { findSlots } from '../../../domain/availability/slots';
import type { SlotsView } from '../../../domain/availability/slots-request';
import { rulesForService } from '../../../domain/scheduling/scheduling-rules';
import { DAY_MS, MINUTE_MS } from '../../../domain/time/instant';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { findWeeklyPeriods } from '../availabilities/repository';
import { busyForSlots } from '../calendars/busy-read';
import { findSchedulingRules, rulesFromColumns } from '../scheduling/scheduling-rules-repository';
import * as repo from './slots-repository';

export type PublicService = NonNullable<Awaited<ReturnType<typeof repo.findPublicService>>>;

/** The service of a public page, or 404 for an unknown slug or service. */
export async function requirePublicService(db: DbOrTx, slug: string, serviceId: string) {
  const found = await repo.findPublicService(db, slug, serviceId);
  if (!found) throw notFound();
  return found;
}

/**
 * The bookable starts of one service in [from, to), as epoch milliseconds. `exceptSessionId`
 * leaves out the session being rescheduled, so it does not block its own neighbourhood.
 */
export async function findOfferedStarts(
  db: DbOrTx,
  found: PublicService,
  range: { from: number; to: number },
  now: number,
  exceptSessionId: string | null = null,
): Promise<number[]> {
  const { service, userId } = found;
  const ownRules = service.customSchedulingRules ? rulesFromColumns(service) : null;
  const rules = rulesForService(await findSchedulingRules(db, userId), ownRules);

  // Sessions just outside the range still block starts inside it through the buffers and the
  // service's own length; a frequency cap counts whole days and weeks around it.
  const reach = (rules.bufferBefore + rules.bufferAfter + service.duration) * MINUTE_MS + DAY_MS;
  const around = { from: new Date(range.from - reach), to: new Date(range.to + reach) };
  const week = { from: new Date(range.from - 8 * DAY_MS), to: new Date(range.to + 8 * DAY_MS) };
  const at = new Date(now);
  const [weeklyPeriods, timeOff, sessions, busy, countedStarts] = await Promise.all([
    findWeeklyPeriods(db, userId, service.availabilityId),
    repo.listTimeOffBetween(db, userId, around.from, around.to),
    repo.listSessionsBetween(db, userId, around.from, around.to, at, exceptSessionId),
    // The expert's own calendars (issue 16): from the busy cache only, never the provider.
    busyForSlots(db, userId, around, now),
    rules.frequency
      ? repo.listCountedStarts(
          db,
          userId,
          week.from,
          week.to,
          ownRules ? service.id : null,
          at,
          exceptSessionId,
        )
      : Promise.resolve([]),
  ]);

  const toInterval = (r: { start: Date; end: Date }) => ({ start: r.start.getTime(), end: r.end.getTime() });
  return findSlots({
    duration: service.duration,
    availability: { timeZone: found.availabilityTimeZone, weeklyPeriods },
    rules,
    timeOff: timeOff.map(toInterval),
    sessions: sessions.map(toInterval),
    busy,
    countedStarts,
    frequencyTimeZone: found.expertTimeZone,
    now,
    from: range.from,
    to: range.to,
  });
}

/**
 * Whether the service offers exactly this start now: the engine over the day around it (a
 * stretch's grid starts where the stretch starts, so the range must not cut it).
 */
export async function isStartOffered(
  db: DbOrTx,
  found: PublicService,
  start: number,
  now: number,
  exceptSessionId: string | null = null,
): Promise<boolean> {
  const range = { from: start - DAY_MS, to: start + DAY_MS };
  return (await findOfferedStarts(db, found, range, now, exceptSessionId)).includes(start);
}

/**
 * The bookable starts of one service in [from, to). Hidden services answer too: hidden means
 * not listed, and clients with the link can still book (spec §4). Unknown slug or service: 404.
 */
export async function getServiceSlots(
  db: Db,
  slug: string,
  serviceId: string,
  range: { from: number; to: number },
  now: number,
): Promise<SlotsView> {
  const found = await requirePublicService(db, slug, serviceId);
  const slots = await findOfferedStarts(db, found, range, now);
  return {
    duration: found.service.duration,
    timeZone: found.availabilityTimeZone,
    slots: slots.map((s) => new Date(s).toISOString()),
  };
}
