import { renderEmail } from '../integrations/mail/layout';
import type { EmailDraft } from '../integrations/mail/outbox';

type Recipient = { email: string; name: string };

export function verificationEmail(user: Recipient, url: string): EmailDraft {
  return {
    to: user.email,
    subject: 'Verify your email for Slotwise',
    ...renderEmail({
      heading: `Welcome to Slotwise, ${user.name}`,
      paragraphs: ['Please confirm that this is your email address. The link is valid for 24 hours.'],
      action: { label: 'Verify email', url },
      footer: 'If you did not create a Slotwise account, you can ignore this email.',
    }),
  };
}

export function magicLinkEmail(email: string, url: string): EmailDraft {
  return {
    to: email,
    subject: 'Your Slotwise sign-in link',
    ...renderEmail({
      heading: 'Sign in to Slotwise',
      paragraphs: ['Use the button below to sign in. The link works once and expires in 15 minutes.'],
      action: { label: 'Sign in', url },
      footer: 'If you did not ask to sign in, you can ignore this email.',
    }),
  };
}

export function resetPasswordEmail(user: Recipient, url: string): EmailDraft {
  return {
    to: user.email,
    subject: 'Reset your Slotwise password',
    ...renderEmail({
      heading: 'Reset your password',
      paragraphs: [
        `Hi ${user.name}, use the button below to choose a new password. The link expires in one hour.`,
      ],
      action: { label: 'Choose a new password', url },
      footer: 'If you did not ask to reset your password, you can ignore this email.',
    }),
  };
}

/** A team member's invitation (issue 18): their owner made the account; they choose a password. */
export function teamInvitationEmail(user: Recipient, url: string): EmailDraft {
  return {
    to: user.email,
    subject: 'You have been added to a team on Slotwise',
    ...renderEmail({
      heading: `Welcome to Slotwise, ${user.name}`,
      paragraphs: [
        'Your team owner created a Slotwise account for you, with your own booking page. Choose a password to sign in. The link expires in one hour; after that, use "Forgot password" on the sign-in page.',
      ],
      action: { label: 'Set your password', url },
      footer: 'If you did not expect this, you can ignore this email.',
    }),
  };
}

// Issue 18, ADR 045: the confirmation goes to the new address, a notice to the old one.
export function emailChangeConfirmationEmail(user: Recipient, newEmail: string, url: string): EmailDraft {
  return {
    to: newEmail,
    subject: 'Confirm your new email for Slotwise',
    ...renderEmail({
      heading: 'Confirm your new email address',
      paragraphs: [
        `Hi ${user.name}, please confirm that you want to sign in to Slotwise with ${newEmail} from now on. Your address changes only when you open this link. It works once and expires in 24 hours.`,
      ],
      action: { label: 'Confirm new email', url },
      footer: 'If you did not ask for this change, you can ignore this email.',
    }),
  };
}

export function emailChangeNoticeEmail(user: Recipient, newEmail: string, resetUrl: string): EmailDraft {
  return {
    to: user.email,
    subject: 'Your Slotwise email is about to change',
    ...renderEmail({
      heading: 'Someone asked to change your email address',
      paragraphs: [
        `Hi ${user.name}, a request was made to change the email of your Slotwise account from ${user.email} to ${newEmail}. The change happens only when the link sent to ${newEmail} is opened.`,
        'If this was not you, reset your password now: that also signs everyone else out.',
      ],
      action: { label: 'Reset password', url: resetUrl },
      footer: 'If you asked for this change, there is nothing else to do.',
    }),
  };
}
