// The dashboard's sessions lists and a session's bookings (issue 5), on PostgreSQL and PGlite:
// median and p99 time of the service functions the API calls, for one expert with 200,000
// bookings. Target: under 30 ms median on PostgreSQL.
//
// Data (SQL generate_series, seconds to seed): 150,000 personal sessions with one booking each
// (one in twenty cancelled), 990 group sessions with 50 bookings each and one with 500, spread
// from about three years ago to two months ahead. PostgreSQL: a fresh database on the server
// named by BENCH_DATABASE_URL (default: the local one), dropped afterwards. PGlite: a temporary
// data directory.
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../src/server/db/client';
import { bulkLoadWithoutRollups } from '../src/server/db/report-rollups';
import { listSessionBookings, listSessions } from '../src/server/features/sessions/service';
import { measure, onPostgresAndPglite } from './databases';

export const EXPERT = 'bench-expert';
export const PAGE = 'bench-page';
const PERSONAL = 150_000;
const GROUPS = 990;
const SEATS = 50;
const BIG_SEATS = 500;

/** The rows: users and page, sessions and bookings (report rollups are the caller's, ADR 022). */
export async function insertSessionRows(db: DbOrTx): Promise<void> {
  await db.execute(sql`insert into users (id, name, first_name, last_name, email, timezone)
    values (${EXPERT}, 'Bench Expert', 'Bench', 'Expert', 'bench@example.com', 'Europe/London')`);
  await db.execute(sql`insert into booking_pages (id, user_id, slug, first_name, last_name, display_name)
    values (${PAGE}, ${EXPERT}, 'bench', 'Bench', 'Expert', 'Bench Expert')`);
  // About 1,060 days from 1,000 days ago, so a little under 6% of the sessions are upcoming.
  const spread = (n: number) =>
    sql`now() - interval '1000 days' + (i * (1060.0 * 86400 / ${n})) * interval '1 second'`;
  await db.execute(sql`insert into sessions (id, type, status, page_id, expert_id, title, start, "end", currency,
      price, total_payment_amount, client_first_name, client_last_name, cancelled_at)
    select 'p' || i, 'personal', (case when i % 20 = 0 then 'cancelled' else 'confirmed' end)::session_status,
      ${PAGE}, ${EXPERT}, 'Coaching call', ts, ts + interval '1 hour', 'USD', 5000, 5000, 'Client', 'N' || i,
      case when i % 20 = 0 then ts - interval '1 day' end
    from (select i, date_trunc('minute', ${spread(PERSONAL)}) as ts from generate_series(1, ${PERSONAL}) i) s`);
  await db.execute(sql`insert into bookings (id, session_id, expert_id, page_id, client_first_name, client_last_name,
      client_email, currency, payment_amount, created_at)
    select 'pb' || i, 'p' || i, ${EXPERT}, ${PAGE}, 'Client', 'N' || i, 'client' || i || '@example.com', 'USD', 5000,
      now() - interval '1001 days' + i * interval '1 minute'
    from generate_series(1, ${PERSONAL}) i`);
  await db.execute(sql`insert into sessions (id, type, status, page_id, expert_id, title, start, "end", currency,
      price, total_payment_amount, group_size_max, group_size_current)
    select 'g' || i, 'group', 'confirmed', ${PAGE}, ${EXPERT}, 'Breathwork circle', ts, ts + interval '90 minutes',
      'USD', 2000, 2000 * ${SEATS}, ${SEATS}, ${SEATS}
    from (select i, date_trunc('minute', ${spread(GROUPS)}) + interval '30 minutes' as ts
          from generate_series(1, ${GROUPS}) i) s`);
  await db.execute(sql`insert into bookings (id, session_id, expert_id, page_id, client_first_name, client_last_name,
      client_email, currency, payment_amount, created_at)
    select 'gb' || i || '-' || j, 'g' || i, ${EXPERT}, ${PAGE}, 'Member', 'N' || j, 'member' || j || '@example.com',
      'USD', 2000, now() - interval '1001 days' + (i * 100 + j) * interval '1 minute'
    from generate_series(1, ${GROUPS}) i cross join generate_series(1, ${SEATS}) j`);
  await db.execute(sql`insert into sessions (id, type, status, page_id, expert_id, title, start, "end", currency,
      price, total_payment_amount, group_size_max, group_size_current)
    values ('big', 'group', 'confirmed', ${PAGE}, ${EXPERT}, 'Masterclass', now() + interval '20 days',
      now() + interval '20 days 2 hours', 'USD', 1000, 1000 * ${BIG_SEATS}, ${BIG_SEATS}, ${BIG_SEATS})`);
  await db.execute(sql`insert into bookings (id, session_id, expert_id, page_id, client_first_name, client_last_name,
      client_email, client_message, currency, payment_amount, created_at)
    select 'bb' || j, 'big', ${EXPERT}, ${PAGE}, 'Guest', 'N' || j, 'guest' || j || '@example.com', 'See you there',
      'USD', 1000, now() - j * interval '10 minutes'
    from generate_series(1, ${BIG_SEATS}) j`);
}

export async function seed(database: Database): Promise<number> {
  const db = database.db;
  const started = performance.now();
  await db.transaction((tx) => bulkLoadWithoutRollups(tx, [EXPERT], () => insertSessionRows(tx)));
  await db.execute(sql`analyze`);
  const [count] = (
    (await db.execute(
      sql`select count(*)::int as n from bookings where expert_id = ${EXPERT}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  console.log(
    `  seeded ${count!.n.toLocaleString('en-GB')} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return count!.n;
}

export async function benchSessions(): Promise<void> {
  await onPostgresAndPglite(
    'sessions',
    { postgresLabel: 'PostgreSQL (target: median < 30 ms)', max: 2 },
    async (database) => {
      await seed(database);
      const db = database.db;
      const medians = [
        await measure('upcoming, page 1', () =>
          listSessions(db, EXPERT, { list: 'upcoming', page: 1 }, Date.now()),
        ),
        await measure('past, page 1', () => listSessions(db, EXPERT, { list: 'past', page: 1 }, Date.now())),
        await measure('past, page 100', () =>
          listSessions(db, EXPERT, { list: 'past', page: 100 }, Date.now()),
        ),
        await measure('cancelled, page 1', () =>
          listSessions(db, EXPERT, { list: 'cancelled', page: 1 }, Date.now()),
        ),
        await measure('cancelled, page 20', () =>
          listSessions(db, EXPERT, { list: 'cancelled', page: 20 }, Date.now()),
        ),
        await measure(`bookings of a session (${BIG_SEATS} places)`, () =>
          listSessionBookings(db, EXPERT, 'big'),
        ),
        await measure('bookings of a personal session', () => listSessionBookings(db, EXPERT, 'p149000')),
      ];
      console.log(`  slowest median ${Math.max(...medians).toFixed(2)} ms`);
    },
  );
}
