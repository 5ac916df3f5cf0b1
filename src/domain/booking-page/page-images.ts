// The booking page's images (issue 19), without zod so the server's start-up code (body limits,
// the public image route) can read them: the cover across the top of the public page and the
// background of the call room. Both are stored at their sizes under a key named by the SHA-256
// of the large one, and served at /images/<key> with a year's cache (ADR 041, ADR 052).

export const PAGE_IMAGE_MESSAGES = {
  type: 'Please choose a JPEG, PNG, WebP or HEIC image',
  tooBig: 'The image is too large. Please choose one of at most 10 MB',
  tooManyPixels: 'The image has too many pixels. Please choose a smaller one',
  unreadable: 'This file could not be read as an image',
  coverTooSmall: 'The image is too small. Please choose one of at least 800 × 200 pixels',
  backgroundTooSmall: 'The image is too small. Please choose one of at least 960 × 540 pixels',
} as const;

/** A wide cover, 4:1: 1600×400 for large and sharp screens, 800×200 for phones. */
export const COVER_SIZES = [
  { width: 1600, height: 400 },
  { width: 800, height: 200 },
] as const;

/** The call room's background, 16:9: 1920×1080, and 960×540 for phones. */
export const CALL_BACKGROUND_SIZES = [
  { width: 1920, height: 1080 },
  { width: 960, height: 540 },
] as const;

export const COVER_FIELD = 'cover';
export const CALL_BACKGROUND_FIELD = 'callBackground';

export const coverKeyPrefix = (pageId: string) => `covers/${pageId}/`;
export const callBackgroundKeyPrefix = (pageId: string) => `call-backgrounds/${pageId}/`;

/** covers/<page>/<sha-256 of the 1600 px JPEG>.jpg, the 800 px one beside it (-800.jpg). */
export const COVER_KEY = /^covers\/[A-Za-z0-9_-]{1,64}\/[0-9a-f]{64}\.jpg$/;
/** call-backgrounds/<page>/<sha-256 of the 1920 px JPEG>.jpg, the 960 px one beside it. */
export const CALL_BACKGROUND_KEY = /^call-backgrounds\/[A-Za-z0-9_-]{1,64}\/[0-9a-f]{64}\.jpg$/;

/** The key of a smaller size stored beside `key` (the large one). */
export const sizedKey = (key: string, width: number) => key.replace(/\.jpg$/, `-${width}.jpg`);

/** Every key a stored image occupies: the large one and the smaller one. */
export function storedKeys(key: string, sizes: readonly { width: number }[]): string[] {
  return sizes.map((size, i) => (i === 0 ? key : sizedKey(key, size.width)));
}

/** Whether /images may serve `key`: a cover or a call background, at either of its sizes. */
export function isPublicPageImage(key: string): boolean {
  const kinds = [
    { pattern: COVER_KEY, small: COVER_SIZES[1].width },
    { pattern: CALL_BACKGROUND_KEY, small: CALL_BACKGROUND_SIZES[1].width },
  ];
  return kinds.some(
    ({ pattern, small }) =>
      pattern.test(key) ||
      (key.endsWith(`-${small}.jpg`) && pattern.test(key.replace(`-${small}.jpg`, '.jpg'))),
  );
}

/** The image at each size where it is served, large first. */
export type PageImageView = { url: string; smallUrl: string; width: number; height: number };

export function coverView(key: string, alt: string | null): PageImageView & { alt: string } {
  const [large, small] = COVER_SIZES;
  return {
    alt: alt ?? '',
    url: `/images/${key}`,
    smallUrl: `/images/${sizedKey(key, small.width)}`,
    width: large.width,
    height: large.height,
  };
}

export function callBackgroundView(key: string): PageImageView {
  const [large, small] = CALL_BACKGROUND_SIZES;
  return {
    url: `/images/${key}`,
    smallUrl: `/images/${sizedKey(key, small.width)}`,
    width: large.width,
    height: large.height,
  };
}
