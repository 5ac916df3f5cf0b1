import { type SQL, sql } from 'drizzle-orm';
import type { ReportGranularity, ReportPeriod } from '../../../domain/reports/report-range';
import type { DbOrTx } from '../../db/client';

// The reports' SQL (ADR 021). Everything is aggregated in the database, on the date columns the
// spec names (§7): bookings by (expert_id, created_at), sessions by (expert_id, start), booked
// packages by (page_id, created_at), and clients by (page_id, created_at). Only confirmed rows
// count: a booking is a confirmed place not given up in a confirmed session (a paid personal
// booking's session is pending until paid, ADR 014); a booked package is confirmed (ADR 016).
// The partial indexes of migration 0005 (reports_indexes) let PostgreSQL answer from the indexes
// alone: confirmed places with what the figures read, confirmed sessions by start, and the few
// sessions that are not confirmed, for the anti-join.

/** Whose report: sessions and bookings by expert, packages and clients by the expert's page. */
export type ReportScope = { expertId: string; pageId: string | null };

/** The two periods read at once: the previous one runs up to the current one's start. */
export type ReportPeriods = { current: ReportPeriod; previous: ReportPeriod };

type Row = Record<string, unknown>;

async function oneRow(db: DbOrTx, query: SQL): Promise<Row> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;
}

// node-postgres and PGlite both parse json columns; a string would be a driver set up otherwise.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const at = (instant: number) => sql`${new Date(instant).toISOString()}::timestamptz`;

// A client is their id, or their email (lower case) where the row has no client any more.
const clientKey = (alias: string) =>
  sql.raw(`coalesce(${alias}.client_id, 'email:' || lower(${alias}.client_email))`);

/** Confirmed bookings made in [start, end), with what the figures need. */
function confirmedBookings(scope: ReportScope, start: number, end: number) {
  return sql`select b.created_at, b.payment_amount, b.currency, ${clientKey('b')} as client
    from bookings b
    where b.expert_id = ${scope.expertId} and b.created_at >= ${at(start)} and b.created_at < ${at(end)}
      and b.status = 'confirmed' and b.cancelled_at is null
      -- A booking's session is always its expert's; saying so lets the planner read the small
      -- partial index of the expert's unconfirmed sessions and hash them.
      and not exists (
        select 1 from sessions x
        where x.id = b.session_id and x.expert_id = ${scope.expertId} and x.status <> 'confirmed'
      )`;
}

/** Confirmed booked packages bought in [start, end). */
function confirmedPackages(scope: ReportScope, start: number, end: number) {
  return sql`select p.created_at, p.payment_amount, p.currency, ${clientKey('p')} as client
    from booked_packages p
    where p.page_id = ${scope.pageId} and p.created_at >= ${at(start)} and p.created_at < ${at(end)}
      and p.status = 'confirmed'`;
}

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
  revenue: RevenueRow[];
  buckets: BucketRow[];
};

/**
 * Bookings, packages sold and revenue of both periods and the current period's chart, from one
 * pass over the rows: they are first summed per kind, currency, period and bucket (a few hundred
 * groups at most), and everything else is added up from those. A bucket is a local day, week
 * (from Monday) or month in the zone; generate_series lists every one, so empty ones answer zero,
 * each named by its first day inside the period.
 */
export async function sumActivity(
  db: DbOrTx,
  scope: ReportScope,
  periods: ReportPeriods,
  unit: ReportGranularity,
  zone: string,
): Promise<Activity> {
  const { current } = periods;
  const [from, split, end] = [periods.previous.start, at(current.start), current.end];
  const row = await oneRow(
    db,
    sql`with paid as (
        select 'booking' as kind, b.created_at, b.payment_amount, b.currency from (${confirmedBookings(scope, from, end)}) b
        union all
        select 'package', p.created_at, p.payment_amount, p.currency from (${confirmedPackages(scope, from, end)}) p
      ),
      grouped as (
        select kind, currency, created_at >= ${split} as is_current,
          case when created_at >= ${split} then date_trunc(${unit}, created_at at time zone ${zone})::date end as bucket,
          count(*) as n, sum(payment_amount) as amount
        from paid group by 1, 2, 3, 4
      ),
      keys as (
        select k::date as bucket
        from generate_series(date_trunc(${unit}, ${current.from}::timestamp), ${current.to}::timestamp,
          ('1 ' || ${unit})::interval) k
      ),
      bucket_revenue as (
        select bucket, json_agg(json_build_object('currency', currency, 'amount', amount) order by currency) as revenue
        from (select bucket, currency, sum(amount) as amount from grouped where is_current group by 1, 2) sums
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
        from grouped group by currency having sum(amount) > 0
      )
      select
        (select sum(n) filter (where kind = 'booking' and is_current) from grouped) as bookings_current,
        (select sum(n) filter (where kind = 'booking' and not is_current) from grouped) as bookings_previous,
        (select sum(n) filter (where kind = 'package' and is_current) from grouped) as packages_current,
        (select sum(n) filter (where kind = 'package' and not is_current) from grouped) as packages_previous,
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

export type People = { sessions: CountPair; clients: CountPair; newClients: CountPair };

/**
 * Sessions by start, clients new to the page (joined in the period), and distinct clients who
 * booked or bought in each period (by client, or by email where a row has no client any more).
 */
export async function countPeople(db: DbOrTx, scope: ReportScope, periods: ReportPeriods): Promise<People> {
  const [from, split, end] = [periods.previous.start, at(periods.current.start), periods.current.end];
  // count(…) of each period, as <name>_current and <name>_previous.
  const both = (column: string, name: string) => {
    const col = sql.raw(column);
    return sql`(count(*) filter (where ${col} >= ${split}))::int as ${sql.raw(`${name}_current`)},
      (count(*) filter (where ${col} < ${split}))::int as ${sql.raw(`${name}_previous`)}`;
  };
  const row = await oneRow(
    db,
    sql`select * from
      (
        select ${both('start', 'sessions')} from sessions
        where expert_id = ${scope.expertId} and status = 'confirmed' and start >= ${at(from)} and start < ${at(end)}
      ) s,
      (
        select ${both('created_at', 'new_clients')} from clients
        where page_id = ${scope.pageId} and created_at >= ${at(from)} and created_at < ${at(end)}
      ) c,
      (
        -- Distinct by a 64-bit hash of the key: sorting integers is several times faster than
        -- sorting text, and two of 100,000 clients share a hash with odds of about 1 in 10^9.
        select (count(distinct hashtextextended(client, 0)) filter (where created_at >= ${split}))::int
            as clients_current,
          (count(distinct hashtextextended(client, 0)) filter (where created_at < ${split}))::int
            as clients_previous
        from (
          select b.created_at, b.client from (${confirmedBookings(scope, from, end)}) b
          union all
          select p.created_at, p.client from (${confirmedPackages(scope, from, end)}) p
        ) rows
      ) u`,
  );
  return {
    sessions: pair(row, 'sessions'),
    clients: pair(row, 'clients'),
    newClients: pair(row, 'new_clients'),
  };
}
