// spec (doc 1, §2, §5 and §8): the words of the sessions screens and their API.
export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  alreadyCancelled: 'Session is already cancelled',
  isCancelled: 'Session is cancelled',
  required: 'Required',
  sameTime: 'Cannot be the same as the original time',
  startInPast: 'Start date must be in the future',
  loadBookingsFailed: 'Failed to load bookings',
  loadBookingsFailedDetail: 'Something went wrong. Cannot load session bookings.',
  groupSession: 'Group session',
} as const;

// spec (doc 1, §9): sessions lists are paged 10.
export const SESSIONS_PAGE_SIZE = 10;
