import type { ReactNode } from 'react';
import type { PublicPageBasics } from '../../domain/public-booking/public-page-view';
import { initials } from '../lib/format';
import { Avatar, Frame, Link } from './frame';

/**
 * A screen about one thing to book or buy: a link back to the page, then a card with the expert,
 * the title and its facts on the left and the main part (calendar, form) on the right.
 */
export function BookingCard({
  page,
  title,
  facts,
  children,
}: {
  page: PublicPageBasics;
  title: string;
  /** booking-fact lines (and anything else) under the title. */
  facts: ReactNode;
  children: ReactNode;
}) {
  return (
    <Frame branding={page.branding} wide>
      <Link href={`/${page.slug}`} className="back">
        ← {page.displayName}
      </Link>
      <div className="card booking">
        <aside className="booking-summary">
          <Avatar photoUrl={page.photoUrl} initials={initials(page.firstName, page.lastName)} size="sm" />
          <p className="booking-expert">{page.displayName}</p>
          <h1 className="booking-title">{title}</h1>
          {facts}
        </aside>
        <section className="booking-main">{children}</section>
      </div>
    </Frame>
  );
}
