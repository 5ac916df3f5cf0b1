import { isCurrencyCode } from '../../../domain/money/currencies';
import { formatMoney } from '../../../domain/money/money';
import { SESSION_MESSAGES } from '../../../domain/sessions/session-messages';
import { formatInZone } from '../../../domain/time/format-in-zone';
import { sessionDay, sessionHours } from '../group-sessions/group-dates';

// How sessions read on screen, always in the expert's zone (spec doc 1, §2).

type Timed = { start: string; end: string };

/** "Tue 24 Nov · 10:00 – 11:00" for list rows. */
export function whenLabel(session: Timed, zone: string, now = Date.now()): string {
  return `${sessionDay(session.start, zone, now)} · ${sessionHours(session, zone)}`;
}

/** "Tuesday 24 November 2026, 10:00 – 11:00" for the header, with the end's date if another day. */
export function dateRangeLabel(session: Timed, zone: string): string {
  const start = Date.parse(session.start);
  const end = Date.parse(session.end);
  const sameDay = formatInZone(start, zone, 'yyyy-MM-dd') === formatInZone(end, zone, 'yyyy-MM-dd');
  const to = formatInZone(end, zone, sameDay ? 'HH:mm' : 'EEEE d MMMM yyyy, HH:mm');
  return `${formatInZone(start, zone, 'EEEE d MMMM yyyy, HH:mm')} – ${to}`;
}

/** spec: the client's name, or 'Group session'. */
export function whoLabel(session: { clientName: string | null; type: string }): string {
  if (session.type === 'group') return SESSION_MESSAGES.groupSession;
  return session.clientName ?? 'Client';
}

export function seatsLabel(groupSize: { current: number; max: number }): string {
  return `${groupSize.current}/${groupSize.max} seats`;
}

export function moneyLabel(amount: number, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney({ amount, currency }) : `${amount} ${currency}`;
}
