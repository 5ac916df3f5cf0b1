import type { WhatsNewView } from '../../../domain/support/views';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { loadWhatsNew } from './entries';
import { listReadEntryIds, markEntriesRead } from './repository';

export async function getWhatsNew(db: DbOrTx, userId: string): Promise<WhatsNewView> {
  const read = await listReadEntryIds(db, userId);
  const entries = loadWhatsNew().map((entry) => ({ ...entry, read: read.has(entry.id) }));
  return { unreadCount: entries.filter((e) => !e.read).length, entries };
}

export async function markWhatsNewRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  userId: string,
  ids: string[],
): Promise<WhatsNewView> {
  const known = new Set(loadWhatsNew().map((e) => e.id));
  const db = deps.database.db;
  await markEntriesRead(db, userId, [...new Set(ids.filter((id) => known.has(id)))], deps.clock.now());
  return getWhatsNew(db, userId);
}
