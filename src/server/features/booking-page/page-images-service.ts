import { coverKeyPrefix } from '../../../domain/booking-page/page-images';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../integrations/storage/adapter';
import type { Logger } from '../../logger';
import { COVER, deletePageImage, renderPageImage, storePageImage } from './page-images';
import { type BookingPageRow, findPageByOwner, lockPageOfOwner, updatePageImages } from './repository';

// The Page tab's cover image (issue 19): an upload replaces the cover at once, and Remove takes
// it away; the files of the one replaced are deleted once the page no longer names them.

export type PageImageDeps = { db: Db; storage: FileStorage; log: Logger };

async function pageIdOf(db: Db, userId: string): Promise<string> {
  const page = await findPageByOwner(db, userId);
  if (!page) throw notFound();
  return page.id;
}

/** Sets the cover in the page's row (locked: one change at a time); answers the page and the old key. */
async function setCover(db: Db, userId: string, cover: string | null) {
  return db.transaction(async (tx) => {
    const page = await lockPageOfOwner(tx, userId);
    if (!page) throw notFound();
    return { page: await updatePageImages(tx, page.id, { cover }), old: page.cover };
  });
}

export async function uploadCover(
  deps: PageImageDeps,
  userId: string,
  bytes: Buffer,
): Promise<BookingPageRow> {
  const pageId = await pageIdOf(deps.db, userId);
  const rendered = await renderPageImage(bytes, COVER);
  const key = await storePageImage(deps.storage, coverKeyPrefix(pageId), rendered, COVER);
  const { page, old } = await setCover(deps.db, userId, key);
  if (old && old !== key) await deletePageImage(deps.storage, deps.log, old, COVER);
  return page;
}

export async function removeCover(deps: PageImageDeps, userId: string): Promise<BookingPageRow> {
  const { page, old } = await setCover(deps.db, userId, null);
  if (old) await deletePageImage(deps.storage, deps.log, old, COVER);
  return page;
}
