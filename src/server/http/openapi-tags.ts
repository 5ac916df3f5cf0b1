/**
 * The areas the API's operations are grouped by, in the reference's order. Each operation has
 * exactly one of these tags (openapi-check.ts); the names are the areas' names everywhere.
 */
export const API_TAGS = [
  { name: 'auth', description: 'Signing up, in and out, email links, password reset (no session needed)' },
  { name: 'account', description: 'The signed-in expert, their page and plan' },
  {
    name: 'team',
    description:
      "A team owner's members: list, add, Enable/Disable and 'Log in as' (a single-use token traded at /session/impersonation)",
  },
  { name: 'booking-page', description: "The expert's booking page and its URL slug" },
  { name: 'services', description: 'Personal services' },
  { name: 'group-sessions', description: 'Standalone group sessions and series' },
  { name: 'packages', description: 'Packages of sessions the expert sells' },
  { name: 'discounts', description: 'Discount codes: limits, restrictions, Disable/Enable and their usage' },
  { name: 'sessions', description: "The expert's booked sessions: lists, bookings, cancel, reschedule" },
  { name: 'clients', description: "The expert's clients, their sessions, packages and notes" },
  { name: 'booked-packages', description: 'Packages clients bought: credits, expiry, payment plans' },
  { name: 'reports', description: 'Revenue and activity over a range of days' },
  {
    name: 'billing',
    description:
      "The expert's own plan with Slotwise: subscribe, card, upgrade and downgrade previews, cancel, reactivate, lifetime codes, invoices, and Stripe Billing's webhook",
  },
  {
    name: 'payments',
    description:
      'Payment status, the booking page currency and its change, provider accounts (onboarding, status, login link, balance) and provider webhooks',
  },
  { name: 'workflows', description: 'Automation workflows: actions, pause, delete, what uses them' },
  {
    name: 'integrations',
    description:
      'Outgoing webhooks (endpoints, Test, delivery log), API keys, and REST hooks for Zapier, Make and n8n; the `webhooks` section holds the bodies deliveries carry',
  },
  { name: 'scheduling', description: 'Cancellation policy, time off and scheduling rules' },
  { name: 'availabilities', description: 'Weekly availabilities' },
  {
    name: 'calendars',
    description:
      "The expert's own calendars: Google, Microsoft and Apple (CalDAV) accounts, which calendars block slots and which one receives sessions",
  },
  { name: 'locations', description: 'Custom locations and the default conferencing provider' },
  {
    name: 'zoom',
    description: "The expert's Zoom account: connecting through Zoom's OAuth, its status, disconnecting",
  },
  {
    name: 'calls',
    description:
      "A session's call room: the lobby's view and admission for the expert (session cookie) or a client (signed join link)",
  },
  {
    name: 'public-booking',
    description:
      'No sign-in: booking pages, slots, bookings, seats, package purchases and signed manage links',
  },
  { name: 'health', description: 'Liveness and database check' },
  { name: 'dev', description: 'Development only (not mounted in production): the dev mailbox' },
];

export const API_TAG_NAMES = new Set(API_TAGS.map((t) => t.name));
