// spec (doc 1, §4, §5, §8 and §9): the words of the booked packages screens and their API.
export const BOOKED_PACKAGE_MESSAGES = {
  notFound: 'Booked package not found',
  required: 'Required',
  countNotNegative: 'Sessions count must be a positive number',
  countWhole: 'Must be a whole number',
  countTooHigh: 'Cannot be greater than 1000 sessions',
  duplicateService: 'Each service can only be added once',
  duplicateSeries: 'Each series can only be added once',
  noMoreServices: "You don't have any more services",
  noMoreSeries: "You don't have any more group sessions series",
  expirationInPast: 'Expiration date must be in the future',
  invalidDate: 'Please enter a valid date',
  expirationHint: 'All sessions must be booked for no later than that date',
  cancelPlanFailed: 'Something went wrong with cancelling the payment plan. Please try again later.',
  planAlreadyCancelled: 'This payment plan is already cancelled.',
  planCompleted: 'This payment plan is completed: every installment is paid.',
  noPaymentPlan: 'This package has no payment plan.',
  completed: 'Completed',
  expired: 'Expired',
} as const;

// spec (doc 1, §9): booked packages and a package's sessions are paged 10.
export const BOOKED_PACKAGES_PAGE_SIZE = 10;
export const PACKAGE_SESSIONS_PAGE_SIZE = 10;

/** Not in the spec: bounds one count an expert types; a package holds far fewer sessions. */
export const SESSIONS_COUNT_MAX = 1000;
