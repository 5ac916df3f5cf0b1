// Demo clients: diverse names, unique example.com / example.org emails, and a join time that
// grows over the history (a practice gets busier), with some clients imported before it began.
import { DAY_MS } from '../../src/domain/time/instant';
import type { ClientModel } from './model';
import { CLIENT_TIME_ZONES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

/** ASCII letters and digits of a name, for an email local part: "Łukasz" → "lukasz". */
function asciiWord(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function emailFor(rnd: Random, first: string, last: string, taken: Set<string>): string {
  const f = asciiWord(first);
  const l = asciiWord(last);
  const local = rnd.weighted<string>([
    [`${f}.${l}`, 40],
    [`${f}${l}`, 15],
    [`${f[0]}.${l}`, 15],
    [`${f}_${l}`, 8],
    [`${f}.${l[0]}`, 7],
    [`${f}${rnd.int(1, 99)}`, 8],
    [`${l}.${f}`, 7],
  ]);
  const domain = rnd.pick(EMAIL_DOMAINS);
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

/** Clients sorted by createdAt (the time they joined the practice). */
export function generateClients(
  rnd: Random,
  count: number,
  historyStart: number,
  now: number,
  newId: () => string,
): ClientModel[] {
  const taken = new Set<string>();
  const span = now - historyStart;
  const clients: ClientModel[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const emails = [emailFor(rnd, firstName, lastName, taken)];
    if (rnd.chance(0.06)) emails.push(emailFor(rnd, firstName, lastName, taken));
    // 8% were imported from before the history; the rest join more often as time goes on.
    const createdAt = rnd.chance(0.08)
      ? historyStart - rnd.int(1, 365) * DAY_MS + rnd.int(0, 86_399) * 1000
      : historyStart + Math.floor((span * Math.sqrt(rnd.next())) / 1000) * 1000;
    clients.push({
      index: 0,
      id: newId(),
      firstName,
      lastName,
      emails,
      timeZone: rnd.weighted(CLIENT_TIME_ZONES),
      // Ofcom's range reserved for drama (07700 900000-900999): never a real number.
      phone: `+44 7700 900${String(rnd.int(0, 999)).padStart(3, '0')}`,
      createdAt: Math.min(createdAt, now - 3_600_000),
      regular: rnd.chance(0.12),
      bookings: [],
      lastActiveAt: null,
      lastSessionAt: null,
    });
  }
  clients.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  clients.forEach((c, i) => {
    c.index = i;
  });
  return clients;
}

// The application's own rules for a client's search fields and emails (the booking flow uses
// the same functions), so demo clients are found exactly like booked ones.
export { clientSearchFields, normalizeEmail } from '../../src/domain/public-booking/client-fields';

/**
 * Picks clients who already existed at a given time: regulars up to a third of the time, otherwise
 * weighted towards recent joiners (new clients book soon after they find the page).
 */
export function createClientPicker(rnd: Random, clients: ClientModel[]) {
  const joined = clients.map((c) => c.createdAt);
  const regulars = clients.filter((c) => c.regular);
  const regularJoined = regulars.map((c) => c.createdAt);
  const countBefore = (sorted: number[], t: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    eligible: (t: number) => countBefore(joined, t),
    at: (index: number) => clients[index]!,
    /** A client who existed at t, or undefined when nobody did; recency 2 favours new joiners more. */
    pick(t: number, recency = 2): ClientModel | undefined {
      const k = countBefore(joined, t);
      if (k === 0) return undefined;
      const r = countBefore(regularJoined, t);
      // Few regulars early on would otherwise take a third of all bookings between them.
      if (r > 0 && rnd.chance(0.35 * Math.min(1, r / 15))) return regulars[rnd.int(0, r - 1)];
      return clients[k - 1 - Math.floor(k * rnd.next() ** recency)];
    },
  };
}
