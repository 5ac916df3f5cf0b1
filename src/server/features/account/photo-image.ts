import sharp from 'sharp';
import { PHOTO_MESSAGES_FIELD, PHOTO_SIZES, PROFILE_MESSAGES } from '../../../domain/account/profile-rules';
import { AppError, badRequest } from '../../http/errors';
import { type ImageRefusals, openUploadedImage, refuseImage } from '../files/uploaded-image';

// The profile photo's pixels (issue 18), with sharp (libvips from npm, no system library); the
// upload is opened and checked by openUploadedImage (type, size, pixels, HEIC).

const REFUSALS: ImageRefusals = {
  field: PHOTO_MESSAGES_FIELD,
  tooBig: PROFILE_MESSAGES.photoTooBig,
  type: PROFILE_MESSAGES.photoType,
  tooManyPixels: PROFILE_MESSAGES.photoTooManyPixels,
  unreadable: PROFILE_MESSAGES.photoUnreadable,
};
const refuse = (message: string) => refuseImage(REFUSALS, message);

/** The longest side an upload is kept at for cropping. */
const UPLOAD_EDGE = 1600;

/**
 * An upload made ready for cropping: turned upright, at most 1600 px on its longest side, as JPEG
 * (which every browser shows, unlike HEIC). Refuses images smaller than the photo.
 */
export async function prepareUpload(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const image = await openUploadedImage(bytes, REFUSALS);
  try {
    const { data, info } = await image
      .resize({ width: UPLOAD_EDGE, height: UPLOAD_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    if (Math.min(info.width, info.height) < PHOTO_SIZES[0]) throw refuse(PROFILE_MESSAGES.photoTooSmall);
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(PROFILE_MESSAGES.photoUnreadable);
  }
}

/** The square [x, y, size] of a prepared upload at each photo size (200 and 400 px). */
export async function cropPhoto(
  jpeg: Buffer,
  crop: { x: number; y: number; size: number },
): Promise<Map<number, Buffer>> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  if (crop.x + crop.size > width || crop.y + crop.size > height)
    throw badRequest('The crop lies outside the photo', { size: 'The crop lies outside the photo' });
  const square = await sharp(jpeg)
    .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
    .toBuffer();
  const sizes = new Map<number, Buffer>();
  for (const edge of PHOTO_SIZES) {
    sizes.set(
      edge,
      await sharp(square)
        .resize(edge, edge, { kernel: 'lanczos3' })
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer(),
    );
  }
  return sizes;
}
