// The dashboard's booked packages (issue 6), on PostgreSQL and PGlite: median and p99 time of the
// service functions the API calls, for one expert with 20,000 booked packages.
//
// Data (SQL generate_series, a few seconds to seed): 20,000 booked packages bought every 90
// minutes over about three and a half years, each with a service credit of 5 (2 used: two
// sessions booked with it), every second one with a series credit too, every third one expiring
// 90 days after purchase, every fourth one on a payment plan of 3 monthly installments (5,000
// plans, 15,000 installments; the newest active, a few cancelled). 40,000 sessions in all.
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../src/server/db/client';
import { bulkLoadWithoutRollups } from '../src/server/db/report-rollups';
import {
  getBookedPackage,
  listBookedPackageSessions,
  listBookedPackages,
} from '../src/server/features/booked-packages/service';
import { measure, onPostgresAndPglite, seeded } from './databases';

const EXPERT = 'bench-expert';
const PAGE = 'bench-page';
const PACKAGES = 20_000;
const bought = (i: string) => sql.raw(`now() - (${PACKAGES} - ${i}) * interval '90 minutes'`);

async function seed(database: Database): Promise<void> {
  const started = performance.now();
  await database.db.transaction((tx) => bulkLoadWithoutRollups(tx, [EXPERT], () => insertRows(tx)));
  await seeded(
    database,
    'booked packages',
    sql`select count(*)::int as n from booked_packages where page_id = ${PAGE}`,
    started,
  );
}

async function insertRows(db: DbOrTx): Promise<void> {
  await db.execute(sql`insert into users (id, name, first_name, last_name, email, timezone)
    values (${EXPERT}, 'Bench Expert', 'Bench', 'Expert', 'bench@example.com', 'Europe/London')`);
  await db.execute(sql`insert into booking_pages (id, user_id, slug, first_name, last_name, display_name)
    values (${PAGE}, ${EXPERT}, 'bench', 'Bench', 'Expert', 'Bench Expert')`);
  await db.execute(sql`insert into availabilities (user_id, id, name, time_zone)
    values (${EXPERT}, 'availability', 'Working hours', 'Europe/London')`);
  await db.execute(sql`insert into services (id, page_id, user_id, title, duration, price)
    values ('svc1', ${PAGE}, ${EXPERT}, 'Coaching call', 60, 5000), ('svc2', ${PAGE}, ${EXPERT}, 'CV review', 45, 3000)`);
  await db.execute(sql`insert into series (id, page_id, title, duration, currency, group_size_max)
    values ('ser1', ${PAGE}, 'Yoga series', 45, 'USD', 10)`);
  await db.execute(sql`insert into payment_plans (id, page_id, status, currency, amount, count, created_at,
      completed_at, cancelled_at)
    select 'pp' || i, ${PAGE},
      (case when i % 40 = 0 then 'cancelled' when i > ${PACKAGES - 1500} then 'active' else 'completed' end)::payment_plan_status,
      'USD', 20000, 3, ${bought('i')},
      case when i % 40 <> 0 and i <= ${PACKAGES - 1500} then ${bought('i')} + interval '2 months' end,
      case when i % 40 = 0 then ${bought('i')} + interval '10 days' end
    from generate_series(4, ${PACKAGES}, 4) i`);
  await db.execute(sql`insert into payment_plan_installments (id, payment_plan_id, due_at, amount, status, paid_at)
    select 'pi' || i || '-' || k, 'pp' || i, due, 20000,
      (case when due <= now() then 'paid' else 'pending' end)::installment_status,
      case when due <= now() then due end
    from (select i, k, ${bought('i')} + k * interval '1 month' as due
          from generate_series(4, ${PACKAGES}, 4) i cross join generate_series(0, 2) k) s`);
  await db.execute(sql`insert into booked_packages (id, page_id, package_title, client_first_name, client_last_name,
      client_email, client_message, payment_amount, currency, payment_id, payment_plan_id, created_at, expires_at)
    select 'bp' || i, ${PAGE}, 'Five calls and a yoga pass', 'Client', 'N' || i, 'client' || i || '@example.com',
      case when i % 5 = 0 then 'Looking forward to it' end, 60000, 'USD', 'sbx_' || i,
      case when i % 4 = 0 then 'pp' || i end, ${bought('i')},
      case when i % 3 = 0 then ${bought('i')} + interval '90 days' end
    from generate_series(1, ${PACKAGES}) i`);
  await db.execute(sql`insert into booked_package_service_credits (id, booked_package_id, service_id, title, count, available)
    select 'sc' || i, 'bp' || i, 'svc1', 'Coaching call', 5, 3 from generate_series(1, ${PACKAGES}) i`);
  await db.execute(sql`insert into booked_package_series_credits (id, booked_package_id, series_id, title, count, available)
    select 'rc' || i, 'bp' || i, 'ser1', 'Yoga series', 8, 8 from generate_series(2, ${PACKAGES}, 2) i`);
  await db.execute(sql`insert into sessions (id, type, status, page_id, expert_id, title, start, "end", currency,
      price, total_payment_amount, client_first_name, client_last_name)
    select 'ps' || i || '-' || k, 'personal', 'confirmed', ${PAGE}, ${EXPERT}, 'Coaching call', ts, ts + interval '1 hour',
      'USD', 5000, 0, 'Client', 'N' || i
    from (select i, k, date_trunc('minute', ${bought('i')}) + k * interval '3 days' as ts
          from generate_series(1, ${PACKAGES}) i cross join generate_series(1, 2) k) s`);
  await db.execute(sql`insert into booked_package_sessions (booked_package_id, session_id, service_credit_id)
    select 'bp' || i, 'ps' || i || '-' || k, 'sc' || i
    from generate_series(1, ${PACKAGES}) i cross join generate_series(1, 2) k`);
}

async function benchOn(database: Database) {
  await seed(database);
  const db = database.db;
  const deps = { db, config: { publicUrl: 'http://localhost:3000' } };
  const lastPage = PACKAGES / 10;
  const medians = [
    await measure('list, page 1', () => listBookedPackages(db, EXPERT, { page: 1 })),
    await measure('list, page 1000', () => listBookedPackages(db, EXPERT, { page: 1000 })),
    await measure(`list, page ${lastPage} (the last)`, () =>
      listBookedPackages(db, EXPERT, { page: lastPage }),
    ),
    await measure('detail, newest (payment plan)', () => getBookedPackage(deps, EXPERT, `bp${PACKAGES}`)),
    await measure('detail, oldest', () => getBookedPackage(deps, EXPERT, 'bp1')),
    await measure('sessions of a credit, page 1', () =>
      listBookedPackageSessions(db, EXPERT, 'bp10000', { credit: 'sc10000', page: 1 }),
    ),
  ];
  console.log(`  slowest median ${Math.max(...medians).toFixed(2)} ms`);
}

export async function benchBookedPackages(): Promise<void> {
  await onPostgresAndPglite(
    'booked_packages',
    { postgresLabel: 'PostgreSQL (target: median < 30 ms)', max: 2 },
    benchOn,
  );
}
