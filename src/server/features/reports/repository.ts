import { type SQL, sql } from 'drizzle-orm';
import type { ReportGranularity, ReportPeriod } from '../../../domain/reports/report-range';
import type { DbOrTx } from '../../db/client';

// The reports' SQL (ADR 018). Everything is aggregated in the database, on the date-column
// indexes the spec names (§7): bookings (expert_id, created_at), sessions (expert_id, start),
// booked_packages (page_id, created_at), clients (page_id, created_at). Only confirmed rows count:
// a booking is a confirmed place not given up in a confirmed session (a paid personal booking's
// session is pending until paid, ADR 014), a booked package is confirmed (ADR 016).

/** Whose report: sessions and bookings by expert, packages and clients by the expert's page. */
export type ReportScope = { expertId: string; pageId: string | null };

/** The two periods read at once: the previous one runs up to the current one's start. */
export type ReportPeriods = { current: ReportPeriod; previous: ReportPeriod };

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

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
      and not exists (select 1 from sessions x where x.id = b.session_id and x.status <> 'confirmed')`;
}

/** Confirmed booked packages bought in [start, end). */
function confirmedPackages(scope: ReportScope, start: number, end: number) {
  return sql`select p.created_at, p.payment_amount, p.currency, ${clientKey('p')} as client
    from booked_packages p
    where p.page_id = ${scope.pageId} and p.created_at >= ${at(start)} and p.created_at < ${at(end)}
      and p.status = 'confirmed'`;
}

export type CountPair = { current: number; previous: number };
export type FigureCounts = {
  sessions: CountPair;
  bookings: CountPair;
  packagesSold: CountPair;
  clients: CountPair;
  newClients: CountPair;
};

const pair = (row: Row, name: string): CountPair => ({
  current: Number(row[`${name}_current`]),
  previous: Number(row[`${name}_previous`]),
});

/** The counted figures of both periods, in one statement. */
export async function countFigures(
  db: DbOrTx,
  scope: ReportScope,
  periods: ReportPeriods,
): Promise<FigureCounts> {
  const from = periods.previous.start;
  const split = at(periods.current.start);
  const end = periods.current.end;
  // count(…) of each period, as <name>_current and <name>_previous.
  const both = (column: string, name: string, expression = 'count(*)') => {
    const [value, col] = [sql.raw(expression), sql.raw(column)];
    return sql`(${value} filter (where ${col} >= ${split}))::int as ${sql.raw(`${name}_current`)},
      (${value} filter (where ${col} < ${split}))::int as ${sql.raw(`${name}_previous`)}`;
  };
  const [row] = await rows(
    db,
    sql`with b as (${confirmedBookings(scope, from, end)}),
      p as (${confirmedPackages(scope, from, end)}),
      s as (
        select ${both('start', 'sessions')} from sessions
        where expert_id = ${scope.expertId} and status = 'confirmed'
          and start >= ${at(from)} and start < ${at(end)}
      ),
      c as (
        select ${both('created_at', 'new_clients')} from clients
        where page_id = ${scope.pageId} and created_at >= ${at(from)} and created_at < ${at(end)}
      ),
      bc as (select ${both('created_at', 'bookings')} from b),
      pc as (select ${both('created_at', 'packages')} from p),
      uc as (
        select ${both('created_at', 'clients', 'count(distinct client)')}
        from (select created_at, client from b union all select created_at, client from p) u
      )
      select * from s, c, bc, pc, uc`,
  );
  return {
    sessions: pair(row!, 'sessions'),
    bookings: pair(row!, 'bookings'),
    packagesSold: pair(row!, 'packages'),
    clients: pair(row!, 'clients'),
    newClients: pair(row!, 'new_clients'),
  };
}

export type RevenueRow = { currency: string; current: number; previous: number };

/** Paid booked packages plus bookings with a payment amount, per currency, both periods. */
export async function sumRevenue(
  db: DbOrTx,
  scope: ReportScope,
  periods: ReportPeriods,
): Promise<RevenueRow[]> {
  const from = periods.previous.start;
  const end = periods.current.end;
  const split = at(periods.current.start);
  const result = await rows(
    db,
    sql`select currency,
        coalesce(sum(payment_amount) filter (where created_at >= ${split}), 0) as current,
        coalesce(sum(payment_amount) filter (where created_at < ${split}), 0) as previous
      from (${confirmedBookings(scope, from, end)} union all ${confirmedPackages(scope, from, end)}) paid
      where payment_amount > 0
      group by currency
      order by current desc, previous desc, currency`,
  );
  return result.map((r) => ({
    currency: String(r.currency),
    current: Number(r.current),
    previous: Number(r.previous),
  }));
}

export type BucketRow = {
  day: string;
  bookings: number;
  revenue: Array<{ currency: string; amount: number }>;
};

/**
 * Bookings and revenue of the current period per local day, week (from Monday) or month in the
 * zone. generate_series lists every bucket, so empty ones answer zero. `day` is the bucket's
 * first local day, never before the period's first.
 */
export async function listBuckets(
  db: DbOrTx,
  scope: ReportScope,
  period: ReportPeriod,
  unit: ReportGranularity,
  zone: string,
): Promise<BucketRow[]> {
  const bucketOf = (alias: string) =>
    sql`date_trunc(${unit}, ${sql.raw(alias)}.created_at at time zone ${zone})::date`;
  const result = await rows(
    db,
    sql`with keys as (
        select k::date as bucket
        from generate_series(date_trunc(${unit}, ${period.from}::timestamp), ${period.to}::timestamp,
          ('1 ' || ${unit})::interval) k
      ),
      b as (select ${bucketOf('b')} as bucket, b.* from (${confirmedBookings(scope, period.start, period.end)}) b),
      p as (select ${bucketOf('p')} as bucket, p.* from (${confirmedPackages(scope, period.start, period.end)}) p),
      counted as (select bucket, count(*)::int as bookings from b group by bucket),
      paid as (
        select bucket, json_agg(json_build_object('currency', currency, 'amount', amount) order by currency) as revenue
        from (
          select bucket, currency, sum(payment_amount) as amount
          from (select bucket, currency, payment_amount from b union all select bucket, currency, payment_amount from p) u
          where payment_amount > 0
          group by bucket, currency
        ) sums
        group by bucket
      )
      select to_char(greatest(keys.bucket, ${period.from}::date), 'YYYY-MM-DD') as day,
        coalesce(counted.bookings, 0) as bookings, coalesce(paid.revenue, '[]'::json) as revenue
      from keys
      left join counted on counted.bucket = keys.bucket
      left join paid on paid.bucket = keys.bucket
      order by keys.bucket`,
  );
  return result.map((r) => {
    const revenue = (typeof r.revenue === 'string' ? JSON.parse(r.revenue) : r.revenue) as Array<{
      currency: string;
      amount: number | string;
    }>;
    return {
      day: String(r.day),
      bookings: Number(r.bookings),
      revenue: revenue.map((m) => ({ currency: m.currency, amount: Number(m.amount) })),
    };
  });
}
