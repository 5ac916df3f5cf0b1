import { z } from 'zod';
import { emailField, passwordField } from '../auth/auth-inputs';
import { text } from '../shared/strings';

// spec doc 2 §5 Email (change): required ('Required'), pattern ('Invalid email address'), trimmed.
export const emailChangeInput = z.object({ email: emailField });
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/**
 * Signing in again with the password before an email change (spec §4 Email change): the spec's
 * password confirmation (§5 Email: required, at least 6 characters).
 */
export const reauthenticateInput = z.object({ password: passwordField });
export type ReauthenticateInput = z.infer<typeof reauthenticateInput>;

/** The token of the confirmation link, posted by the page the link opens. */
export const emailChangeConfirmInput = z.object({
  token: text('This link is invalid').min(1, 'This link is invalid').max(200, 'This link is invalid'),
});
export type EmailChangeConfirmInput = z.infer<typeof emailChangeConfirmInput>;

export const emailChangeRequestedView = z.object({ email: z.string() });
export type EmailChangeRequestedView = z.infer<typeof emailChangeRequestedView>;

export const emailChangedView = z.object({ email: z.string() });
export type EmailChangedView = z.infer<typeof emailChangedView>;

/** One signed-in browser on the Security card. */
export const activeSessionView = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSessionView = z.infer<typeof activeSessionView>;

export const activeSessionsView = z.object({ sessions: z.array(activeSessionView) });
export type ActiveSessionsView = z.infer<typeof activeSessionsView>;

export const signedOutView = z.object({ signedOut: z.number().int() });
export type SignedOutView = z.infer<typeof signedOutView>;
