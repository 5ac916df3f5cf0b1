import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES_FIELD,
  PHOTO_SIZES,
  PROFILE_MESSAGES,
} from '../../../domain/account/profile-rules';
import { AppError, badRequest } from '../../http/errors';

// The profile photo's pixels (issue 18), with sharp (libvips from npm, no system library). An
// upload is read only after its header says it is a JPEG, PNG, WebP or HEIF/HEIC image of at
// most PHOTO_MAX_PIXELS, so a small file that would unpack into gigabytes is refused before it is
// decoded. iPhone HEIC photos are HEVC, which sharp's prebuilt libvips cannot decode (only AV1
// HEIF): they go through heic-decode (libheif compiled to WebAssembly) first.

const refuse = (message: string) => badRequest(message, { [PHOTO_MESSAGES_FIELD]: message });

/** The longest side an upload is kept at for cropping. */
const UPLOAD_EDGE = 1600;
const READ = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };

async function headerOf(bytes: Buffer) {
  try {
    // The header only: its size is checked before any pixel is decoded.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(PROFILE_MESSAGES.photoUnreadable);
  }
}

/** Decodes what sharp cannot (HEVC HEIC) into a sharp pipeline of raw pixels. */
async function openImage(bytes: Buffer): Promise<sharp.Sharp> {
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse(PROFILE_MESSAGES.photoTooBig);
  const header = await headerOf(bytes);
  if (!header.format || !['jpeg', 'png', 'webp', 'heif'].includes(header.format))
    throw refuse(PROFILE_MESSAGES.photoType);
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > PHOTO_MAX_PIXELS) throw refuse(PROFILE_MESSAGES.photoTooManyPixels);
  if (header.format === 'heif' && header.compression !== 'av1') {
    try {
      const image = await decodeHeic({ buffer: bytes });
      if (image.width * image.height > PHOTO_MAX_PIXELS) throw refuse(PROFILE_MESSAGES.photoTooManyPixels);
      return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refuse(PROFILE_MESSAGES.photoUnreadable);
    }
  }
  // EXIF orientation applied, so the crop the expert sees is the crop they get.
  return sharp(bytes, READ).rotate();
}

/**
 * An upload made ready for cropping: turned upright, at most 1600 px on its longest side, as JPEG
 * (which every browser shows, unlike HEIC). Refuses images smaller than the photo.
 */
export async function prepareUpload(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const image = await openImage(bytes);
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
