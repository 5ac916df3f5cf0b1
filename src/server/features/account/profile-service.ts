import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type PhotoCropInput,
  type PhotoUploadView,
  type PhotoView,
  type ProfileView,
  profileInput,
} from '../../../domain/account/profile-input';
import {
  PHOTO_KEY,
  PROFILE_MESSAGES,
  photoKeyPrefix,
  photoPath,
} from '../../../domain/account/profile-rules';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookingPages } from '../../db/schema/booking-pages';
import { badRequest, notFound } from '../../http/errors';
import { parseInput } from '../../http/parse-input';
import { type FileStorage, IMMUTABLE_CACHE, readAll } from '../../integrations/storage/adapter';
import { cropPhoto, prepareUpload } from './photo-image';

// The Profile card (issue 18): names, the notification time zone and the photo. The photo takes
// two steps — upload (kept private, upright JPEG, for the crop screen) and crop (the square the
// expert chose, at 200 and 400 px, stored under a key named by its bytes and served publicly with
// a year's cache) — and becomes the profile's when the card is saved. Saving also gives the
// booking page the new display name and photo: the page is the expert's public face.

type ProfileDeps = { db: Db; storage: FileStorage };

const uploadPrefix = (userId: string) => `photo-uploads/${userId}/`;
const UPLOAD_URL_SECONDS = 60 * 60;

export async function getProfile(db: Db, userId: string): Promise<ProfileView> {
  const [row] = await db
    .select({
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
      image: users.image,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    displayName: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    timezone: row.timezone,
    photo: row.image,
    photoUrl: row.image ? photoPath(row.image) : null,
  };
}

export async function uploadPhoto(
  deps: ProfileDeps,
  userId: string,
  bytes: Buffer,
): Promise<PhotoUploadView> {
  const prepared = await prepareUpload(bytes);
  const key = `${uploadPrefix(userId)}${createHash('sha256').update(prepared.jpeg).digest('hex')}.jpg`;
  await deps.storage.put(key, prepared.jpeg, { contentType: 'image/jpeg' });
  return {
    upload: key,
    url: await deps.storage.downloadUrl(key, { expiresInSeconds: UPLOAD_URL_SECONDS }),
    width: prepared.width,
    height: prepared.height,
  };
}

export async function cropUploadedPhoto(
  deps: ProfileDeps,
  userId: string,
  crop: PhotoCropInput,
): Promise<PhotoView> {
  // Only this expert's own uploads: another's key, or one that has gone, is not found.
  const file = crop.upload.startsWith(uploadPrefix(userId)) ? await deps.storage.get(crop.upload) : null;
  if (!file) throw badRequest(PROFILE_MESSAGES.photoNotFound, { upload: PROFILE_MESSAGES.photoNotFound });
  const sizes = await cropPhoto(await readAll(file.body), crop);
  const large = sizes.get(400)!;
  const key = `${photoKeyPrefix(userId)}${createHash('sha256').update(large).digest('hex')}.jpg`;
  await deps.storage.put(key.replace(/\.jpg$/, '-200.jpg'), sizes.get(200)!, {
    contentType: 'image/jpeg',
    cacheControl: IMMUTABLE_CACHE,
  });
  await deps.storage.put(key, large, { contentType: 'image/jpeg', cacheControl: IMMUTABLE_CACHE });
  return { photo: key, photoUrl: photoPath(key) };
}

export async function saveProfile(deps: ProfileDeps, userId: string, body: unknown): Promise<ProfileView> {
  const input = parseInput(profileInput, body);
  const current = await getProfile(deps.db, userId);
  // The photo kept, or one this expert cropped and that is stored.
  const ownPhoto =
    input.photo === current.photo ||
    (PHOTO_KEY.test(input.photo) &&
      input.photo.startsWith(photoKeyPrefix(userId)) &&
      (await deps.storage.head(input.photo)) !== null);
  if (!ownPhoto) throw badRequest(PROFILE_MESSAGES.photoNotFound, { photo: PROFILE_MESSAGES.photoNotFound });
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.displayName,
        firstName: input.firstName,
        lastName: input.lastName,
        timezone: input.timezone,
        image: input.photo,
      })
      .where(eq(users.id, userId));
    await tx
      .update(bookingPages)
      .set({ displayName: input.displayName, photo: input.photo })
      .where(eq(bookingPages.userId, userId));
  });
  return getProfile(deps.db, userId);
}
