import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../../domain/account/profile-rules';
import { AppError, badRequest } from '../../http/errors';

// An uploaded image opened for resizing (ADR 041), shared by the profile photo and the booking
// page's cover and call background. It is read only after its header says it is a JPEG, PNG,
// WebP or HEIF/HEIC image of at most PHOTO_MAX_PIXELS, so a small file that would unpack into
// gigabytes is refused before it is decoded. iPhone HEIC photos are HEVC, which sharp's prebuilt
// libvips cannot decode (only AV1 HEIF): they go through heic-decode (libheif in WebAssembly).

/** What a refused upload says, in the words of the field it was sent for. */
export type ImageRefusals = {
  /** The field the message is reported on. */
  field: string;
  tooBig: string;
  type: string;
  tooManyPixels: string;
  unreadable: string;
};

export const refuseImage = (refusals: ImageRefusals, message: string) =>
  badRequest(message, { [refusals.field]: message });

const READ = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };

async function headerOf(bytes: Buffer, refusals: ImageRefusals) {
  try {
    // The header only: its size is checked before any pixel is decoded.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuseImage(refusals, refusals.unreadable);
  }
}

/** The upload as a sharp pipeline, upright (EXIF), or a 400 in the field's words. */
export async function openUploadedImage(bytes: Buffer, refusals: ImageRefusals): Promise<sharp.Sharp> {
  if (bytes.length === 0) throw refuseImage(refusals, refusals.unreadable);
  if (bytes.length > PHOTO_MAX_BYTES) throw refuseImage(refusals, refusals.tooBig);
  const header = await headerOf(bytes, refusals);
  if (!header.format || !['jpeg', 'png', 'webp', 'heif'].includes(header.format))
    throw refuseImage(refusals, refusals.type);
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > PHOTO_MAX_PIXELS) throw refuseImage(refusals, refusals.tooManyPixels);
  if (header.format === 'heif' && header.compression !== 'av1') {
    try {
      const image = await decodeHeic({ buffer: bytes });
      if (image.width * image.height > PHOTO_MAX_PIXELS) throw refuseImage(refusals, refusals.tooManyPixels);
      return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refuseImage(refusals, refusals.unreadable);
    }
  }
  // EXIF orientation applied, so what the expert sees is what they get.
  return sharp(bytes, READ).rotate();
}
