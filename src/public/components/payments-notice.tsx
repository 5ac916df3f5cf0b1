import { PAID_BOOKING_UNAVAILABLE, PAID_ITEM_UNAVAILABLE } from '../../domain/shared/messages';
import { Link } from './frame';

// Issue 14, ADR 034: when the expert's paid things cannot be paid for, the pages keep them listed
// with their prices and say so plainly; free things book as always. The server refuses too.

/** The notice at the top of a page that lists paid things while payments are off. */
export function PaymentsNotice() {
  return (
    <p role="status" className="banner banner-info">
      {PAID_BOOKING_UNAVAILABLE}
    </p>
  );
}

/** In place of the booking or buying step of one paid thing while payments are off. */
export function PaidClosed({ back }: { back: { href: string; label: string } }) {
  return (
    <div className="closed" role="status">
      <h2 className="step-title">{PAID_ITEM_UNAVAILABLE}</h2>
      <p>{PAID_BOOKING_UNAVAILABLE}</p>
      <Link href={back.href} className="button">
        {back.label}
      </Link>
    </div>
  );
}
