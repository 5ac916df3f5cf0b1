import { z } from 'zod';
import { REPORT_RANGES } from './report-range';

// What GET /api/reports answers (doc 1, §2 Other, §9; what each figure counts: ADR 021). Days
// are 'YYYY-MM-DD' in the expert's zone; money is minor units of its currency.

const count = z.object({ current: z.number().int(), previous: z.number().int() });
const days = z.object({ from: z.string(), to: z.string() });

export const reportView = z.object({
  range: z.enum(REPORT_RANGES),
  /** The expert's zone, in which the days begin and end. */
  zone: z.string(),
  /** Length of both periods, in days. */
  days: z.number().int(),
  granularity: z.enum(['day', 'week', 'month']),
  current: days,
  previous: days,
  figures: z.object({
    /** One entry per currency taken in either period. */
    revenue: z.array(
      z.object({ currency: z.string(), current: z.number().int(), previous: z.number().int() }),
    ),
    /**
     * The plan's commission taken from client payments (the providers' application fee, issue
     * 20), one entry per currency taken in either period.
     */
    commission: z.array(
      z.object({ currency: z.string(), current: z.number().int(), previous: z.number().int() }),
    ),
    sessions: count,
    bookings: count,
    newClients: count,
    clients: count,
    packagesSold: count,
  }),
  /** The current period's chart, every bucket present (empty ones zero). */
  buckets: z.array(
    z.object({
      /** The bucket's first day inside the period (a week starts on Monday, a month on the 1st). */
      from: z.string(),
      bookings: z.number().int(),
      revenue: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    }),
  ),
});
export type ReportView = z.infer<typeof reportView>;
export type ReportFigureKey = Exclude<keyof ReportView['figures'], 'revenue' | 'commission'>;
