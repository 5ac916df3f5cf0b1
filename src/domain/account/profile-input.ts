import { z } from 'zod';
import { NAME_MAX, personNameField } from '../auth/auth-inputs';
import { text } from '../shared/strings';
import { isValidTimeZone } from '../time/time-zones';
import { DISPLAY_NAME_MIN, PHOTO_SIZES, PROFILE_MESSAGES } from './profile-rules';

// The Profile card (spec doc 2, §2 Account and §5 Profile; issue 18): display name 2 to 40,
// first and last name 1 to 40, the time zone notifications are written in, and the photo — all
// required. The photo is a key the photo endpoint answered for this expert (photos/<user>/…).

/** A display name (profile, booking page): 2 to 40 characters. */
export const displayNameField = text(PROFILE_MESSAGES.required)
  .trim()
  .min(DISPLAY_NAME_MIN, PROFILE_MESSAGES.displayNameShort)
  .max(NAME_MAX, PROFILE_MESSAGES.nameLong);

export const profileInput = z.object({
  displayName: displayNameField,
  firstName: personNameField,
  lastName: personNameField,
  timezone: text(PROFILE_MESSAGES.timezone)
    .max(64, PROFILE_MESSAGES.timezone)
    .refine(isValidTimeZone, PROFILE_MESSAGES.timezone),
  photo: text(PROFILE_MESSAGES.photo).min(1, PROFILE_MESSAGES.photo).max(512, PROFILE_MESSAGES.photoNotFound),
});

export type ProfileInput = z.input<typeof profileInput>;
export type ProfileValues = z.output<typeof profileInput>;

/** A square crop of the uploaded image, in its pixels (after EXIF rotation). */
export const photoCropInput = z.object({
  upload: text(PROFILE_MESSAGES.photoNotFound).min(1).max(512, PROFILE_MESSAGES.photoNotFound),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  size: z.number().int().min(PHOTO_SIZES[0], PROFILE_MESSAGES.photoTooSmall),
});

export type PhotoCropInput = z.input<typeof photoCropInput>;

export const profileView = z.object({
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  timezone: z.string(),
  /** The stored photo's key (sent back on save) and its URL, or null before the first one. */
  photo: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileView>;

export const photoUploadView = z.object({
  upload: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PhotoUploadView = z.infer<typeof photoUploadView>;

export const photoView = z.object({ photo: z.string(), photoUrl: z.string() });
export type PhotoView = z.infer<typeof photoView>;
