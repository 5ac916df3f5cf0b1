import {
  type PublicGroupSessionPageView,
  type PublicSeriesPageView,
  seatState,
} from '../../../domain/public-booking/group-seat';
import { notFound } from '../../http/errors';
import { acceptsPayments, type CheckoutDeps } from '../payments/open-checkout';
import { pageBasics, toPublicGroupSession } from './page-service';
import * as repo from './seat-page-repository';

/**
 * One group session with its page's basics. Hidden ones answer (hidden = link only); a past or
 * cancelled one answers with its state so the page can say so; an unknown id, a personal
 * session's id or one whose page is gone is 404.
 */
export async function getPublicGroupSession(
  deps: CheckoutDeps,
  id: string,
  now: number,
): Promise<PublicGroupSessionPageView> {
  const found = await repo.findPublicGroupSession(deps.db, id);
  // Holds of personal sessions are never group sessions; 'pending' and 'expired' cannot occur.
  if (!found || (found.session.status !== 'confirmed' && found.session.status !== 'cancelled')) {
    throw notFound();
  }
  const { session, page } = found;
  const seatsLeft = session.groupSizeRemaining ?? 0;
  return {
    page: await pageBasics(deps.db, page),
    session: {
      id: session.id,
      title: session.title,
      description: session.description,
      start: session.start.toISOString(),
      end: session.end.toISOString(),
      price: session.price ?? 0,
      currency: session.currency,
      seatsLeft,
      groupSizeMax: session.groupSizeMax ?? 0,
      collectPhoneNumber: session.collectPhoneNumber,
      series:
        session.seriesId && found.seriesTitle ? { id: session.seriesId, title: found.seriesTitle } : null,
      location: { type: session.locationType, name: session.locationName },
      state: seatState({ status: session.status, start: session.start.getTime(), seatsLeft }, now),
    },
    acceptsPayments: await acceptsPayments(deps, page.userId),
  };
}

/** A series (hidden ones too: link only) with its upcoming confirmed sessions; unknown id 404. */
export async function getPublicSeries(
  deps: CheckoutDeps,
  id: string,
  now: Date,
): Promise<PublicSeriesPageView> {
  const found = await repo.findPublicSeries(deps.db, id);
  if (!found) throw notFound();
  const { series, page } = found;
  const [sessions, accepts] = await Promise.all([
    repo.listUpcomingSeriesSessions(deps.db, series.id, now),
    acceptsPayments(deps, page.userId),
  ]);
  return {
    page: await pageBasics(deps.db, page),
    series: {
      id: series.id,
      title: series.title,
      description: series.description,
      duration: series.duration,
      price: series.price,
    },
    sessions: sessions.map(toPublicGroupSession),
    acceptsPayments: accepts,
  };
}
