import type { ReactNode } from 'react';
import { seatsLabel } from '../lib/format';
import { Link } from './frame';

/**
 * A titled list of cards on a public page; nothing at all when there is nothing to list, unless
 * `empty` says what to show instead.
 */
export function CardSection<T>({
  id,
  title,
  items,
  empty,
  children,
}: {
  /** Names the heading (`{id}-title`) the section is labelled by. */
  id: string;
  title: string;
  items: readonly T[];
  /** The list's one line when there are no items (e.g. no upcoming sessions). */
  empty?: string;
  /** One ItemCard per item. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ul className="list">
        {items.length === 0 ? (
          <li className="card item">
            <span className="item-meta">{empty}</span>
          </li>
        ) : (
          items.map(children)
        )}
      </ul>
    </section>
  );
}

type ItemLink = {
  href: string;
  /** The button-like label on the right ("Book", "View"). */
  action: string;
  /** A screen of this entry (moves without a page load) rather than a page the server serves. */
  inApp?: boolean;
};

/**
 * One thing a client can book: its title and the facts below it (children: item-meta and
 * item-description lines), then a badge (seats left) and the link to it, either or both. A card
 * that is not a link may hold its own control instead (`action`: a button, a link).
 */
export function ItemCard({
  title,
  link,
  badge,
  action,
  children,
}: {
  title: string;
  link?: ItemLink;
  badge?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const main = (
    <span className="item-main">
      <span className="item-title">{title}</span>
      {children}
    </span>
  );
  if (!link) {
    return (
      <li className={badge && action ? 'card item item-badged' : 'card item'}>
        {main}
        {badge}
        {action}
      </li>
    );
  }
  const className = badge ? 'card item item-link item-badged' : 'card item item-link';
  const content = (
    <>
      {main}
      {badge}
      <span className="item-action" aria-hidden="true">
        {link.action}
      </span>
    </>
  );
  return (
    <li>
      {link.inApp ? (
        <Link href={link.href} className={className}>
          {content}
        </Link>
      ) : (
        <a href={link.href} className={className}>
          {content}
        </a>
      )}
    </li>
  );
}

/** Seats left in a group session, greyed out when none. */
export function SeatsBadge({ seatsLeft }: { seatsLeft: number }) {
  return <span className={seatsLeft > 0 ? 'badge' : 'badge badge-full'}>{seatsLabel(seatsLeft)}</span>;
}
