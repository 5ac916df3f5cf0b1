import { callBackgroundKeyPrefix, coverKeyPrefix } from '../../../domain/booking-page/page-images';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import type { FileStorage } from '../../integrations/storage/adapter';
import type { Logger } from '../../logger';
import {
  CALL_BACKGROUND,
  COVER,
  deletePageImage,
  type PageImageKind,
  renderPageImage,
  storePageImage,
} from './page-images';
import { type BookingPageRow, findPageByOwner, lockPageOfOwner, updatePageImages } from './repository';

// The booking page's images (issue 19, ADR 052): the Page tab's cover and the Branding tab's call
// background (customCallBackgrounds). An upload replaces the image at once, and Remove takes it
// away; the files of the one replaced are deleted once the page no longer names them.

export type PageImageDeps = { db: Db; storage: FileStorage; log: Logger };

type Column = 'cover' | 'callBackground';
const KINDS: Record<Column, { kind: PageImageKind; prefix: (pageId: string) => string }> = {
  cover: { kind: COVER, prefix: coverKeyPrefix },
  callBackground: { kind: CALL_BACKGROUND, prefix: callBackgroundKeyPrefix },
};

async function pageIdOf(db: Db, userId: string): Promise<string> {
  const page = await findPageByOwner(db, userId);
  if (!page) throw notFound();
  return page.id;
}

/**
 * Sets the image in the page's row (locked: one change at a time); answers the page and the old
 * key. A new or removed cover drops the words that described the old one (they would be wrong).
 */
async function setImage(db: Db, userId: string, column: Column, key: string | null) {
  return db.transaction(async (tx) => {
    const page = await lockPageOfOwner(tx, userId);
    if (!page) throw notFound();
    const changed = page[column] !== key;
    const images = column === 'cover' && changed ? { cover: key, coverAlt: null } : { [column]: key };
    return { page: await updatePageImages(tx, page.id, images), old: page[column] };
  });
}

async function uploadImage(deps: PageImageDeps, userId: string, column: Column, bytes: Buffer) {
  const { kind, prefix } = KINDS[column];
  const pageId = await pageIdOf(deps.db, userId);
  const rendered = await renderPageImage(bytes, kind);
  const key = await storePageImage(deps.storage, prefix(pageId), rendered, kind);
  const { page, old } = await setImage(deps.db, userId, column, key);
  if (old && old !== key) await deletePageImage(deps.storage, deps.log, old, kind);
  return page;
}

async function removeImage(deps: PageImageDeps, userId: string, column: Column) {
  const { page, old } = await setImage(deps.db, userId, column, null);
  if (old) await deletePageImage(deps.storage, deps.log, old, KINDS[column].kind);
  return page;
}

export function uploadCover(deps: PageImageDeps, userId: string, bytes: Buffer): Promise<BookingPageRow> {
  return uploadImage(deps, userId, 'cover', bytes);
}

export function removeCover(deps: PageImageDeps, userId: string): Promise<BookingPageRow> {
  return removeImage(deps, userId, 'cover');
}

type Expert = { id: string; pricingPlanId: string };

/** spec doc 2 §6: custom call backgrounds need the plan's feature, else 403 naming the plan. */
function requireCallBackgrounds(user: Expert) {
  if (!canUse(user.pricingPlanId, 'customCallBackgrounds'))
    throw forbidden(upgradeMessage('customCallBackgrounds'));
}

export async function uploadCallBackground(
  deps: PageImageDeps,
  user: Expert,
  bytes: Buffer,
): Promise<BookingPageRow> {
  requireCallBackgrounds(user);
  return uploadImage(deps, user.id, 'callBackground', bytes);
}

export async function removeCallBackground(deps: PageImageDeps, user: Expert): Promise<BookingPageRow> {
  requireCallBackgrounds(user);
  return removeImage(deps, user.id, 'callBackground');
}
