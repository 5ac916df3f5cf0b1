import { z } from 'zod';
import { text } from '../shared/strings';
import { BOOKED_PACKAGE_MESSAGES as M, SESSIONS_COUNT_MAX } from './booked-package-messages';

// The expert's changes to a booked package (doc 1, §5), one schema for the form and the API.

// spec: each count must be 0 or more ('Sessions count must be a positive number'); an empty
// field is not a count either.
const sessionsCount = z
  .number({ error: () => M.countNotNegative })
  .int(M.countWhole)
  .min(0, M.countNotNegative)
  .max(SESSIONS_COUNT_MAX, M.countTooHigh);

// Ids are opaque: one that is not the expert's is answered 404 by the server.
const itemId = text(M.required).min(1, M.required).max(100);

const unique = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

/**
 * PUT …/counts: every service and series the package includes from now on, with its count. One
 * that was included and is left out is removed; one that was not is added (doc 1, §4).
 */
export const editBookedPackageCountsInput = z.object({
  services: z
    .array(z.strictObject({ serviceId: itemId, count: sessionsCount }))
    .max(200)
    .refine((items) => unique(items, (item) => item.serviceId), M.duplicateService),
  series: z
    .array(z.strictObject({ seriesId: itemId, count: sessionsCount }))
    .max(200)
    .refine((items) => unique(items, (item) => item.seriesId), M.duplicateSeries),
});
export type EditBookedPackageCountsInput = z.input<typeof editBookedPackageCountsInput>;

export interface ExpirationRule {
  /** When "in the future" is judged; the moment of parsing by default. */
  now?: () => number;
}

/** spec §5: the expiration is required and in the future. Null when `expiresAt` passes. */
export function expirationError(expiresAt: string, rule: ExpirationRule = {}): string | null {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null; // unreadable dates have their own message
  return at <= (rule.now ?? Date.now)() ? M.expirationInPast : null;
}

/** PUT …/expiration: only expiresAt changes. */
export function bookedPackageExpirationInput(rule: ExpirationRule = {}) {
  return z
    .object({
      expiresAt: z.preprocess(
        (value) => value ?? '',
        text(M.required)
          .min(1, M.required)
          .max(64, M.invalidDate)
          .pipe(z.iso.datetime({ offset: true, error: () => M.invalidDate })),
      ),
    })
    .superRefine((value, ctx) => {
      const error = expirationError(value.expiresAt, rule);
      if (error) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: error });
    });
}
export type BookedPackageExpirationInput = z.input<ReturnType<typeof bookedPackageExpirationInput>>;

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** ?page=N of GET /api/booked-packages. */
export const bookedPackagePageQuery = z.object({ page: pageNumber });
export type BookedPackagePageQuery = z.infer<typeof bookedPackagePageQuery>;

/** The sessions booked with no credit: an included group session's seat (Package.groupSessionIds). */
export const INCLUDED_SESSIONS = 'included';

/** ?credit={creditId|included}&page=N of GET /api/booked-packages/{id}/sessions. */
export const packageSessionsQuery = z.object({ credit: z.string().min(1).max(100), page: pageNumber });
export type PackageSessionsQuery = z.infer<typeof packageSessionsQuery>;
