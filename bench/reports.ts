// The reports (issue 6) on PostgreSQL and PGlite: median and p99 time of each report range (the
// two statements one report runs, side by side on PostgreSQL), for one expert with 200,000
// bookings and 20,000 booked packages. Target: every range under 50 ms median on PostgreSQL.
//
// Data: the sessions benchmark's seeding (bench/sessions.ts), then what reports read that it
// leaves out: 50,000 clients; each booking names one and was made 1 to 16 days before its
// session (the upcoming sessions' bookings over the last 64 days); 20,000 booked packages (one in
// ten free, one in twenty unpaid holds), all spread over about three years. Loaded in one
// transaction with the rollups rebuilt once at commit (ADR 022), then vacuumed and analysed, as
// autovacuum would leave a live database. Then what the rollups cost a write: one booking
// committed on its own (its day recomputed at commit), against the same insert without them.
import { sql } from 'drizzle-orm';
import type { ReportRequest } from '../src/domain/reports/report-range';
import type { Database, DbOrTx } from '../src/server/db/client';
import { bulkLoadWithoutRollups } from '../src/server/db/report-rollups';
import { getReport } from '../src/server/features/reports/service';
import { measure, onPostgresAndPglite } from './databases';
import { EXPERT, insertSessionRows, PAGE } from './sessions';

const PACKAGES = 20_000;
const CLIENTS = 50_000;

async function seedReports(database: Database): Promise<void> {
  await database.db.transaction((tx) => bulkLoadWithoutRollups(tx, [EXPERT], () => insertReportRows(tx)));
  await database.db.execute(sql`vacuum analyze`);
}

async function insertReportRows(db: DbOrTx): Promise<void> {
  await insertSessionRows(db);
  const started = performance.now();
  const spread = (n: number) =>
    sql`now() - interval '1000 days' + (i * (1000.0 * 86400 / ${n})) * interval '1 second'`;
  await db.execute(sql`insert into clients (id, page_id, first_name, last_name, primary_email, first_name_lower,
      last_name_lower, first_name_char, last_name_char, created_at)
    select 'c' || i, ${PAGE}, 'Client', 'N' || i, 'client' || i || '@example.com', 'client', 'n' || i, 'c', 'n',
      ${spread(CLIENTS)}
    from generate_series(1, ${CLIENTS}) i`);
  // Booked 1 to 16 days ahead; the upcoming sessions' bookings over the last 64 days. Every
  // booking names its client (the booking flow always does), one of the 50,000.
  await db.execute(sql`update bookings b
    set created_at = case when s.start - interval '1 day' > now()
        then now() - (1 + (hashtext(b.id) & 63)) * interval '1 day' + (hashtext(b.id) & 1023) * interval '1 minute'
        else s.start - (1 + (hashtext(b.id) & 15)) * interval '1 day' end,
      client_id = 'c' || (1 + substring(b.client_email from '[0-9]+')::int % ${CLIENTS})
    from sessions s where s.id = b.session_id`);
  await db.execute(sql`insert into booked_packages (id, page_id, status, hold_expires_at, package_title,
      client_id, client_first_name, client_last_name, client_email, payment_amount, currency, created_at)
    select 'bp' || i, ${PAGE}, (case when i % 20 = 0 then 'pending' else 'confirmed' end)::booked_package_status,
      case when i % 20 = 0 then ${spread(PACKAGES)} + interval '15 minutes' end, 'Five calls',
      'c' || (1 + i * 7 % ${CLIENTS}), 'Client', 'N' || i, 'client' || (i * 7) || '@example.com', case when i % 10 = 0 then 0 else 20000 end, 'USD', ${spread(PACKAGES)}
    from generate_series(1, ${PACKAGES}) i`);
  console.log(
    `  dated the bookings, added ${PACKAGES.toLocaleString('en-GB')} booked packages and ${CLIENTS.toLocaleString('en-GB')} clients in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const RANGES: Array<[string, ReportRequest]> = [
  ['Month-to-Date', { range: 'month-to-date' }],
  ['Last Month', { range: 'last-month' }],
  ['Last 30 Days', { range: 'last-30-days' }],
  ['Last 90 Days', { range: 'last-90-days' }],
  ['Year-to-Date', { range: 'year-to-date' }],
];

function customTwoYears(): ReportRequest {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  return { range: 'custom', from, to };
}

export async function benchReports(): Promise<void> {
  await onPostgresAndPglite(
    'reports',
    { postgresLabel: 'PostgreSQL (target: median < 50 ms)', max: 4 },
    async (database) => {
      await seedReports(database);
      const user = { id: EXPERT, timezone: 'Europe/London' };
      const medians: number[] = [];
      for (const [name, query] of [...RANGES, ['Custom, 2 years (the longest)', customTwoYears()] as const]) {
        medians.push(await measure(name, () => getReport(database.db, user, query, Date.now()), 100));
      }
      console.log(`  slowest median ${Math.max(...medians).toFixed(2)} ms`);
      // What the rollups cost a write: one booking committed on its own, which recomputes today.
      await database.db.execute(sql`insert into sessions (id, type, status, page_id, expert_id, title, start, "end",
          currency, price, total_payment_amount, group_size_max, group_size_current)
        values ('writes', 'group', 'confirmed', ${PAGE}, ${EXPERT}, 'Open studio', now() + interval '1 day',
          now() + interval '1 day 1 hour', 'USD', 1000, 0, 1000, 0)`);
      let n = 0;
      const book = () => {
        n += 1;
        return database.db.execute(sql`insert into bookings (id, session_id, expert_id, page_id, client_id,
            client_first_name, client_last_name, client_email, currency, payment_amount)
          values (${`w${n}`}, 'writes', ${EXPERT}, ${PAGE}, ${`c${n}`}, 'Guest', 'W', ${`w${n}@example.com`}, 'USD', 1000)`);
      };
      await measure('a booking committed (today recomputed)', book, 100);
      await database.db.execute(sql`alter table bookings disable trigger report_mark_bookings_insert`);
      await measure('the same without rollups (baseline)', book, 100);
      await database.db.execute(sql`alter table bookings enable trigger report_mark_bookings_insert`);
    },
  );
}
