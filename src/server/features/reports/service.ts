import { type ReportRequest, resolveReportRange } from '../../../domain/reports/report-range';
import type { ReportView } from '../../../domain/reports/report-view';
import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * The expert's report for a range (doc 1, §2 Other, §9) in their zone: the figures of the range
 * and of the same number of days before it, and the range's chart. The two statements are
 * independent, so on PostgreSQL they run side by side.
 */
export async function getReport(
  db: Db,
  user: { id: string; timezone: string },
  query: ReportRequest,
  now: number,
): Promise<ReportView> {
  const range = resolveReportRange(query, now, user.timezone);
  const scope: repo.ReportScope = { expertId: user.id };
  const [activity, clients, commission] = await Promise.all([
    repo.sumActivity(db, scope, range, range.granularity),
    repo.countClients(db, scope, range),
    repo.sumCommission(db, { ...scope, zone: user.timezone }, range),
  ]);
  const { revenue, buckets, ...counts } = activity;
  return {
    range: range.range,
    zone: user.timezone,
    days: range.days,
    granularity: range.granularity,
    current: { from: range.current.from, to: range.current.to },
    previous: { from: range.previous.from, to: range.previous.to },
    figures: { revenue, commission, ...counts, clients },
    buckets,
  };
}
