// What call minutes say (issue 17). The Calls tab's failure is the generic one (spec §8 Usage:
// 'Something went wrong. Please try again later.'); the lobby's words when the
// minutes have run out are ours (ADR 043), one for the expert and one for their clients.
export const USAGE_MESSAGES = {
  outOfMinutesExpert:
    "You have used this month's included call minutes and have no call credits left. Buy call credits on the Calls page to start this call.",
  outOfMinutesClient: 'This call cannot start yet: the host has no call minutes left. Please let them know.',
  paymentsUnavailable: 'Buying call credits is not available right now. Please try again later.',
} as const;
