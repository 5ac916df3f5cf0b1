// The Profile card's rules without zod (issue 18): the messages, the photo's limits and where a
// stored photo is served. Kept apart from profile-input.ts so server start-up code (the body
// limit, the public image route) can read them without creating schemas.

export const PROFILE_MESSAGES = {
  required: 'Required',
  displayNameShort: 'Too short, please use at least 2 characters',
  nameLong: 'Too long, please limit the name to 40 characters',
  timezone: 'Please choose a time zone',
  photo: 'Please add a photo',
  photoNotFound: 'Please upload the photo again',
  photoType: 'Please choose a JPEG, PNG, WebP or HEIC image',
  photoTooBig: 'The photo is too large. Please choose one of at most 10 MB',
  photoTooManyPixels: 'The photo has too many pixels. Please choose a smaller one',
  photoUnreadable: 'This file could not be read as an image',
  photoTooSmall: 'The photo is too small. Please choose one of at least 200 × 200 pixels',
} as const;

export const DISPLAY_NAME_MIN = 2;
/** spec §9 Photo: shown as a 200×200 circle; 400×400 for sharp screens. */
export const PHOTO_SIZES = [200, 400] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Beyond this, a small file that unpacks into a huge bitmap (a decompression bomb) is refused. */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PHOTO_ACCEPT = `${PHOTO_TYPES.join(',')},.heic,.heif`;

/** The field an upload's refusal is reported on. */
export const PHOTO_MESSAGES_FIELD = 'photo';

export const photoKeyPrefix = (userId: string) => `photos/${userId}/`;

/** A stored photo's key: photos/<user>/<sha-256 of the 400 px JPEG>.jpg (the 200 px one beside it). */
export const PHOTO_KEY = /^photos\/[A-Za-z0-9_-]{1,64}\/[0-9a-f]{64}\.jpg$/;

/**
 * Where a stored photo is served (a stable, cacheable path on this app: `/images/<key>`); the
 * 200 px variant for small places, the 400 px one (the key itself) for the 200 px circle on
 * sharp screens. Anything that is not such a key is returned as it is (an outside URL).
 */
export function photoPath(photo: string, edge: (typeof PHOTO_SIZES)[number] = 400): string {
  if (!PHOTO_KEY.test(photo)) return photo;
  return `/images/${edge === 400 ? photo : photo.replace(/\.jpg$/, `-${edge}.jpg`)}`;
}
