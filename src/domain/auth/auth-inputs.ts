import { z } from 'zod';
import { text } from '../shared/strings';
import { isValidTimeZone } from '../time/time-zones';

// spec (doc 2, §5): email required ('Required'), pattern ('Invalid email address'), trimmed.
// zod's own email pattern: the one better-auth checks with, so the form accepts nothing the
// server then refuses.
export const INVALID_EMAIL_ADDRESS = 'Invalid email address';
export const emailField = text('Required')
  .trim()
  .min(1, 'Required')
  .max(254, INVALID_EMAIL_ADDRESS)
  .regex(z.regexes.email, INVALID_EMAIL_ADDRESS);

// spec (doc 2, §5): 'Please enter a password', 'Too short, a password is at least 6 characters'.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const passwordField = text('Please enter a password')
  .min(1, 'Please enter a password')
  .min(PASSWORD_MIN, 'Too short, a password is at least 6 characters')
  .max(PASSWORD_MAX, 'Too long, a password is at most 128 characters');

// spec (doc 2, §5, Profile): names 1 to 40 characters.
export const NAME_MAX = 40;
export const personNameField = text('Too short, please use at least 1 character')
  .trim()
  .min(1, 'Too short, please use at least 1 character')
  .max(NAME_MAX, 'Too long, please limit the name to 40 characters');

export const signUpInput = z.object({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  password: passwordField,
  // The browser's zone, so times show in the expert's own zone from the start. Not a form
  // field: a zone this runtime does not know falls back to UTC rather than refusing the sign-up.
  timezone: z
    .string()
    .max(64)
    .optional()
    .transform((zone) => (zone && isValidTimeZone(zone) ? zone : undefined)),
});
export type SignUpInput = z.infer<typeof signUpInput>;

// Sign-in only checks presence of the password: a short one is simply wrong ('Invalid password').
export const signInInput = z.object({
  email: emailField,
  password: text('Please enter a password')
    .min(1, 'Please enter a password')
    .max(PASSWORD_MAX, 'Invalid password'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const emailOnlyInput = z.object({ email: emailField });
export type EmailOnlyInput = z.infer<typeof emailOnlyInput>;

export const resetPasswordInput = z.object({
  token: text('This link is invalid').min(1, 'This link is invalid').max(500, 'This link is invalid'),
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
