import { type SQL, sql } from 'drizzle-orm';
import type { ReportGranularity, ReportPeriod } from '../../../domain/reports/report-range';
import type { DbOrTx } from '../../db/client';

// The reports' SQL (ADR 021, ADR 022). Reports read the rollups the database keeps (migration
// 0006): report_daily per expert, local day, kind and currency, and report_client_days and
// report_client_firsts for the distinct clients. What counts (confirmed places in confirmed
// sessions, confirmed sessions by start, confirmed booked packages, paid instalments, new
// clients) is defined once, by report_facts in that migration. A report reads a few thousand
// rollup rows whatever the range, instead of every row in it.

/** Whose report. */
export type ReportScope = { expertId: string };

/** The two periods read at once: the previous one runs up to the current one's start. */
export type ReportPeriods = { current: ReportPeriod; previous: ReportPeriod };

type Row = Record<string, unknown>;

async function oneRow(db: DbOrTx, query: SQL): Promise<Row> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;
}

// node-postgres and PGlite both parse json columns; a string would be a driver set up otherwise.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const day = (key: string) => sql`${key}::date`;

export type CountPair = { current: number; previous: number };

const pair = (row: Row, name: string): CountPair => ({
  current: Number(row[`${name}_current`] ?? 0),
  previous: Number(row[`${name}_previous`] ?? 0),
});

export type RevenueRow = { currency: string; current: number; previous: number };
export type BucketRow = {
  from: string;
  bookings: number;
  revenue: Array<{ currency: string; amount: number }>;
};
export type Activity = {
  bookings: CountPair;
  packagesSold: CountPair;
  sessions: CountPair;
  newClients: CountPair;
  revenue: RevenueRow[];
  buckets: BucketRow[];
};

/**
 * Every figure but the distinct clients, for both periods, and the current period's chart, from
 * the expert's daily rollups: summed per kind, currency, period and bucket, then added up. A
 * bucket is a local day, week (from Monday) or month; generate_series lists every one, so empty
 * ones answer zero, each named by its first day inside the period. Revenue is the money of
 * bookings, booked packages paid in full and paid instalments.
 */
export async function sumActivity(
  db: DbOrTx,
  scope: ReportScope,
  periods: ReportPeriods,
  unit: ReportGranularity,
): Promise<Activity> {
  const { current, previous } = periods;
  const split = day(current.from);
  const row = await oneRow(
    db,
    sql`with grouped as (
        select kind, currency, day >= ${split} as is_current,
          case when day >= ${split} then date_trunc(${unit}, day::timestamp)::date end as bucket,
          sum(n) as n, sum(amount) as amount
        from report_daily
        where expert_id = ${scope.expertId} and day >= ${day(previous.from)} and day <= ${day(current.to)}
        group by 1, 2, 3, 4
      ),
      money as (select * from grouped where kind in ('booking', 'package', 'installment')),
      keys as (
        select k::date as bucket
        from generate_series(date_trunc(${unit}, ${current.from}::timestamp), ${current.to}::timestamp,
          ('1 ' || ${unit})::interval) k
      ),
      bucket_revenue as (
        select bucket, json_agg(json_build_object('currency', currency, 'amount', amount) order by currency) as revenue
        from (select bucket, currency, sum(amount) as amount from money where is_current group by 1, 2) sums
        where amount > 0
        group by bucket
      ),
      buckets as (
        select keys.bucket, coalesce(counted.bookings, 0) as bookings, coalesce(bucket_revenue.revenue, '[]') as revenue
        from keys
        left join (
          select bucket, sum(n) as bookings from grouped where kind = 'booking' and is_current group by bucket
        ) counted on counted.bucket = keys.bucket
        left join bucket_revenue on bucket_revenue.bucket = keys.bucket
      ),
      revenue as (
        select currency, coalesce(sum(amount) filter (where is_current), 0) as current,
          coalesce(sum(amount) filter (where not is_current), 0) as previous
        from money group by currency having sum(amount) > 0
      )
      select
        (select sum(n) filter (where kind = 'booking' and is_current) from grouped) as bookings_current,
        (select sum(n) filter (where kind = 'booking' and not is_current) from grouped) as bookings_previous,
        (select sum(n) filter (where kind = 'package' and is_current) from grouped) as packages_current,
        (select sum(n) filter (where kind = 'package' and not is_current) from grouped) as packages_previous,
        (select sum(n) filter (where kind = 'session' and is_current) from grouped) as sessions_current,
        (select sum(n) filter (where kind = 'session' and not is_current) from grouped) as sessions_previous,
        (select sum(n) filter (where kind = 'new_client' and is_current) from grouped) as new_clients_current,
        (select sum(n) filter (where kind = 'new_client' and not is_current) from grouped) as new_clients_previous,
        (select coalesce(json_agg(revenue order by current desc, previous desc, currency), '[]') from revenue)
          as revenue,
        (select json_agg(json_build_object(
            'from', to_char(greatest(bucket, ${current.from}::date), 'YYYY-MM-DD'),
            'bookings', bookings, 'revenue', revenue) order by bucket)
          from buckets) as buckets`,
  );
  const revenue = parsed<Array<{ currency: string; current: unknown; previous: unknown }>>(row.revenue);
  const buckets = parsed<
    Array<{ from: string; bookings: unknown; revenue: Array<{ currency: string; amount: unknown }> }>
  >(row.buckets);
  return {
    bookings: pair(row, 'bookings'),
    packagesSold: pair(row, 'packages'),
    sessions: pair(row, 'sessions'),
    newClients: pair(row, 'new_clients'),
    revenue: revenue.map((r) => ({
      currency: r.currency,
      current: Number(r.current),
      previous: Number(r.previous),
    })),
    buckets: buckets.map((b) => ({
      from: b.from,
      bookings: Number(b.bookings),
      revenue: b.revenue.map((m) => ({ currency: m.currency, amount: Number(m.amount) })),
    })),
  };
}

/**
 * Distinct clients who booked or bought in [from, to]: the client-days in it with no earlier day
 * or one before `from`. Those whose earlier day is in a month before from's month are summed from
 * report_client_firsts; the few whose earlier day falls in from's month before from are counted.
 */
function distinctClients(scope: ReportScope, period: ReportPeriod) {
  const [from, to] = [day(period.from), day(period.to)];
  return sql`(select coalesce(sum(f.n), 0) from report_client_firsts f
      where f.expert_id = ${scope.expertId} and f.day between ${from} and ${to}
        and f.prev_month < report_month(${from}))
    + (select count(*) from report_client_days d
      where d.expert_id = ${scope.expertId} and d.prev >= date_trunc('month', ${from}::timestamp)::date
        and d.prev < ${from} and d.day between ${from} and ${to})`;
}

/** Distinct clients who booked or bought in each period (by client, or by email without one). */
export async function countClients(
  db: DbOrTx,
  scope: ReportScope,
  periods: ReportPeriods,
): Promise<CountPair> {
  const row = await oneRow(
    db,
    sql`select ${distinctClients(scope, periods.current)} as current,
      ${distinctClients(scope, periods.previous)} as previous`,
  );
  return { current: Number(row.current), previous: Number(row.previous) };
}

/**
 * The commission taken in each period, per currency (issue 20): the application fee of each
 * client payment a provider took for the expert (provider_payments, ADR 032) and did not refund,
 * by the local day it was made in the expert's zone. Read from the payments themselves, not the
 * rollups: an expert has one such row per paid checkout, a small set per range, found by the
 * user index.
 */
export async function sumCommission(
  db: DbOrTx,
  scope: ReportScope & { zone: string },
  periods: ReportPeriods,
): Promise<Array<{ currency: string; current: number; previous: number }>> {
  const localDay = sql`(created_at at time zone ${scope.zone})::date`;
  const rows = (
    (await db.execute(sql`select currency,
        coalesce(sum(application_fee_amount) filter (where ${localDay} >= ${day(periods.current.from)}), 0) as current,
        coalesce(sum(application_fee_amount) filter (where ${localDay} < ${day(periods.current.from)}), 0) as previous
      from provider_payments
      where user_id = ${scope.expertId} and status in ('succeeded', 'late') and application_fee_amount > 0
        and ${localDay} between ${day(periods.previous.from)} and ${day(periods.current.to)}
      group by currency
      order by current desc, previous desc, currency`)) as unknown as { rows: Row[] }
  ).rows;
  return rows.map((r) => ({
    currency: String(r.currency),
    current: Number(r.current),
    previous: Number(r.previous),
  }));
}
