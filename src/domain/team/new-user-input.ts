import { z } from 'zod';
import { emailField } from '../auth/auth-inputs';
import { text } from '../shared/strings';
import { isCountryCode } from './countries';
import { TEAM_MESSAGES, TEAM_NAME_MAX, TEAM_NAME_MIN } from './team-rules';

// spec (doc 2, §3 New user form): firstName, lastName, email, country (default United States);
// names 2 to 40 (issue 18).
const teamNameField = text(TEAM_MESSAGES.nameShort)
  .trim()
  .min(TEAM_NAME_MIN, TEAM_MESSAGES.nameShort)
  .max(TEAM_NAME_MAX, TEAM_MESSAGES.nameLong);

export const newUserInput = z.object({
  firstName: teamNameField,
  lastName: teamNameField,
  email: emailField,
  // Required (spec §5 Profile); United States is the form's starting value, not the server's.
  country: text('Required').refine(isCountryCode, 'Choose a country'),
});
export type NewUserInput = z.input<typeof newUserInput>;
export type NewUserValues = z.output<typeof newUserInput>;

export const teamMemberView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The member's booking page address (/{slug}), or null without a page. */
  bookingPageSlug: z.string().nullable(),
  disabled: z.boolean(),
  /** The owner's own row: no Log in as, no Enable/Disable. */
  isYou: z.boolean(),
});
export type TeamMemberView = z.infer<typeof teamMemberView>;

export const teamView = z.object({ members: z.array(teamMemberView) });
export type TeamView = z.infer<typeof teamView>;

export const memberDisabledInput = z.object({ disabled: z.boolean() });

export const loginAsTokenView = z.object({ token: z.string() });

export const impersonationStartInput = z.object({ token: text('Required').min(1).max(200) });
