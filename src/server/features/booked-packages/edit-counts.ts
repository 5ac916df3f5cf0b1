import type { EditBookedPackageCountsInput } from '../../../domain/booked-packages/booked-package-inputs';
import type { BookedPackageDetailView } from '../../../domain/booked-packages/booked-package-view';
import { availableAfterEdit } from '../../../domain/booked-packages/package-edit';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CreditKind } from './credits-repository';
import * as credits from './credits-repository';
import { type CreditRow, listCredits } from './repository';
import { type BookedPackagesDeps, readDetail, requireBookedPackage } from './service';

type Wanted = { itemId: string; count: number };

/**
 * Brings one kind of credit to what the expert asked for. Every id to add must be one of the
 * page's services or series (another expert's is not found); nothing is written before that.
 */
async function applyCounts(
  tx: DbOrTx,
  kind: CreditKind,
  pageId: string,
  bookedPackageId: string,
  current: CreditRow[],
  wanted: Wanted[],
): Promise<void> {
  const included = new Map(current.flatMap((c) => (c.itemId ? [[c.itemId, c] as const] : [])));
  const toAdd = wanted.filter((w) => !included.has(w.itemId));
  const found = await credits.findPageItems(
    tx,
    kind,
    pageId,
    toAdd.map((w) => w.itemId),
  );
  if (found.length !== toAdd.length) throw notFound();
  const titles = new Map(found.map((item) => [item.id, item.title]));
  const counts = new Map(wanted.map((w) => [w.itemId, w.count]));

  for (const [itemId, credit] of included) {
    const count = counts.get(itemId);
    // spec: a removed service gets available 0.
    if (count === undefined) await credits.removeCredit(tx, kind, credit.id);
    // spec: a changed count leaves max(0, new count − used) available.
    else if (count !== credit.count) {
      await credits.setCreditCount(tx, kind, credit.id, {
        count,
        available: availableAfterEdit(count, credit.used),
      });
    }
  }
  for (const w of toAdd) {
    await credits.insertCredit(tx, kind, {
      bookedPackageId,
      itemId: w.itemId,
      title: titles.get(w.itemId)!,
      count: w.count,
    });
  }
}

/**
 * spec (doc 1, §4, §5, §7): edits the counts in one transaction, under the booked package's row
 * lock and with its credit rows locked, so a client booking with a credit at the same moment is
 * counted either before (as used) or after (taking from the new available).
 */
export async function editBookedPackageCounts(
  deps: BookedPackagesDeps,
  userId: string,
  id: string,
  input: EditBookedPackageCountsInput,
): Promise<BookedPackageDetailView> {
  return deps.db.transaction(async (tx) => {
    const { pageId, row } = await requireBookedPackage(tx, userId, id, 'update');
    const current = await listCredits(tx, row.id, 'update');
    await applyCounts(
      tx,
      'service',
      pageId,
      row.id,
      current.services,
      input.services.map((s) => ({ itemId: s.serviceId, count: s.count })),
    );
    await applyCounts(
      tx,
      'series',
      pageId,
      row.id,
      current.series,
      input.series.map((s) => ({ itemId: s.seriesId, count: s.count })),
    );
    return readDetail(tx, deps.config.publicUrl, row);
  });
}
