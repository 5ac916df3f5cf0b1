// issue 15 (Integrations): webhook limits and messages. No zod here: the server's delivery code
// reads these at start-up, before the API's zod extension loads.

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  descriptionMax: 100,
  /** Endpoints an expert adds on the dashboard. */
  endpointsPerExpert: 10,
  /** REST-hook subscriptions (Zapier makes one per Zap). */
  subscriptionsPerExpert: 50,
  /** The delivery log lists the latest ones. */
  logEntries: 50,
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Please enter the URL that should receive the events',
  urlInvalid: 'Please enter a valid URL starting with https://',
  urlTooLong: 'This URL is too long',
  httpsOnly: 'Webhook URLs must start with https://',
  events: 'Please choose at least one event',
  event: 'Please choose an event',
  descriptionTooLong: 'Description is too long',
  tooManyEndpoints: 'You can add at most 10 webhook endpoints',
  tooManySubscriptions: 'An account can have at most 50 REST-hook subscriptions',
  notFound: 'Not found',
} as const;

/** http: or https: with a host; the server also refuses plain http in production. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}
