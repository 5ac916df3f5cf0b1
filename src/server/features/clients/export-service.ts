import { CLIENTS_CSV_COLUMNS, clientsCsvFileName } from '../../../domain/clients/clients-csv';
import { CSV_BOM, csvRow } from '../../../domain/shared/csv';
import type { Db } from '../../db/client';
import type { SignedInUser } from '../../http/context';
import { requireBookingPage } from '../booking-page/service';
import { exportBatch, type Keyset } from './list-repository';

/** Rows per query of the export: enough to keep queries few, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

/**
 * spec (§7): the clients CSV, newest first. Streamed: each batch is read from the database only
 * when the response has sent the previous one (a pull stream), so memory does not grow with the
 * number of clients.
 */
export async function exportClientsCsv(db: Db, user: Pick<SignedInUser, 'id' | 'timezone'>, now: number) {
  const page = await requireBookingPage(db, user.id);
  let after: Keyset | null = null;
  let done = false;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(CLIENTS_CSV_COLUMNS)));
    },
    async pull(controller) {
      if (done) return;
      const rows = await exportBatch(db, page.id, after, EXPORT_BATCH);
      const text = rows
        .map((r) =>
          csvRow([
            r.createdAt.toISOString(),
            r.firstName,
            r.lastName,
            r.email,
            r.lastSessionAt?.toISOString() ?? null,
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < EXPORT_BATCH || !last) {
        done = true;
        controller.close();
      } else after = { value: last.cursorValue, id: last.id };
    },
  });
  return { fileName: clientsCsvFileName(now, user.timezone), stream };
}
