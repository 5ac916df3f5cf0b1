import type { ReactNode } from 'react';
import type { PublicPageBasics } from '../../domain/public-booking/public-page-view';
import { initials } from '../lib/format';
import { pageHref } from '../lib/router';
import { Avatar, Frame, Link } from './frame';

/**
 * The two-pane card of booking one thing (a service, a seat in a group session): a way back to
 * the expert's page, then the summary of what is booked beside the step the client is on.
 */
export function BookingLayout({
  page,
  title,
  summary,
  children,
}: {
  page: PublicPageBasics;
  title: string;
  /** The facts under the title: when, how long, the price, the description. */
  summary: ReactNode;
  /** The step: choosing a time, the details form, or why it cannot be booked. */
  children: ReactNode;
}) {
  return (
    <Frame page={page} wide>
      <Link href={pageHref(page.slug)} className="back">
        ← {page.displayName}
      </Link>
      <div className="card booking">
        <aside className="booking-summary">
          <Avatar photoUrl={page.photoUrl} initials={initials(page.firstName, page.lastName)} size="sm" />
          <p className="booking-expert">{page.displayName}</p>
          <h1 className="booking-title">{title}</h1>
          {summary}
        </aside>
        <section className="booking-main">{children}</section>
      </div>
    </Frame>
  );
}
