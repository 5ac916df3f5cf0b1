import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  CALL_BACKGROUND_FIELD,
  CALL_BACKGROUND_KEY,
  CALL_BACKGROUND_SIZES,
  COVER_FIELD,
  COVER_KEY,
  COVER_SIZES,
  PAGE_IMAGE_MESSAGES,
  storedKeys,
} from '../../../domain/booking-page/page-images';
import { AppError } from '../../http/errors';
import { type FileStorage, IMMUTABLE_CACHE } from '../../integrations/storage/adapter';
import type { Logger } from '../../logger';
import { type ImageRefusals, openUploadedImage, refuseImage } from '../files/uploaded-image';

// The booking page's wide images (issue 19, ADR 052): the cover (4:1) and the call room's
// background (16:9). An upload is checked like the profile photo (type, 10 MB, 50 million pixels,
// HEIC), turned upright, cropped to the image's shape around its most interesting part (sharp's
// attention strategy) and stored as JPEGs at both sizes under a key named by the large one's
// SHA-256, public at /images with a year's cache.

type Sizes = readonly { width: number; height: number }[];

export type PageImageKind = {
  /** What a stored key of this kind looks like (its large size). */
  pattern: RegExp;
  sizes: Sizes;
  refusals: ImageRefusals;
  tooSmall: string;
};

const refusals = (field: string): ImageRefusals => ({
  field,
  tooBig: PAGE_IMAGE_MESSAGES.tooBig,
  type: PAGE_IMAGE_MESSAGES.type,
  tooManyPixels: PAGE_IMAGE_MESSAGES.tooManyPixels,
  unreadable: PAGE_IMAGE_MESSAGES.unreadable,
});

export const COVER: PageImageKind = {
  pattern: COVER_KEY,
  sizes: COVER_SIZES,
  refusals: refusals(COVER_FIELD),
  tooSmall: PAGE_IMAGE_MESSAGES.coverTooSmall,
};

export const CALL_BACKGROUND: PageImageKind = {
  pattern: CALL_BACKGROUND_KEY,
  sizes: CALL_BACKGROUND_SIZES,
  refusals: refusals(CALL_BACKGROUND_FIELD),
  tooSmall: PAGE_IMAGE_MESSAGES.backgroundTooSmall,
};

/** The upload as JPEGs at each of the kind's sizes, large first; a 400 when it cannot be one. */
export async function renderPageImage(bytes: Buffer, kind: PageImageKind): Promise<Buffer[]> {
  const [large, small] = kind.sizes as [Sizes[0], Sizes[0]];
  const image = await openUploadedImage(bytes, kind.refusals);
  try {
    // Upright and at most twice the large size (both sides still covering it), so the crop
    // below works on a bounded bitmap whatever was uploaded.
    const { data: upright, info } = await image
      .resize({ width: large.width * 2, height: large.height * 2, fit: 'outside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 95 })
      .toBuffer({ resolveWithObject: true });
    // The smaller size's pixels at least: a tiny image stretched across a page looks broken.
    if (info.width < small.width || info.height < small.height)
      throw refuseImage(kind.refusals, kind.tooSmall);
    const largeJpeg = await sharp(upright)
      .resize(large.width, large.height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true, progressive: true })
      .toBuffer();
    const out = [largeJpeg];
    for (const size of kind.sizes.slice(1))
      out.push(
        await sharp(largeJpeg)
          .resize(size.width, size.height, { kernel: 'lanczos3' })
          .jpeg({ quality: 80, mozjpeg: true, progressive: true })
          .toBuffer(),
      );
    return out;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuseImage(kind.refusals, kind.refusals.unreadable);
  }
}

/** Stores the rendered sizes under `<prefix><sha-256 of the large one>.jpg`; answers that key. */
export async function storePageImage(
  storage: FileStorage,
  prefix: string,
  rendered: Buffer[],
  kind: PageImageKind,
): Promise<string> {
  const key = `${prefix}${createHash('sha256').update(rendered[0]!).digest('hex')}.jpg`;
  const keys = storedKeys(key, kind.sizes);
  // The small ones first: once the large key exists, every size of it does.
  for (let i = keys.length - 1; i >= 0; i--)
    await storage.put(keys[i]!, rendered[i]!, { contentType: 'image/jpeg', cacheControl: IMMUTABLE_CACHE });
  return key;
}

/**
 * Removes an image the page no longer uses (after the change committed). A failure leaves an
 * unused file behind and is logged; the expert's change stands.
 */
export async function deletePageImage(
  storage: FileStorage,
  log: Logger,
  key: string,
  kind: PageImageKind,
): Promise<void> {
  if (!kind.pattern.test(key)) return;
  for (const stored of storedKeys(key, kind.sizes))
    await storage
      .delete(stored)
      .catch((err) => log.warn('unused page image not deleted', { err, key: stored }));
}
