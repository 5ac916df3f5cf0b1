// Product analytics go through this port (issue 15, spec §7: events for created, updated and
// removed workflow actions; ADR 037). The default writes one structured log line per event;
// PostHog receives them when POSTHOG_API_KEY is set. Events describe what the expert did, never
// who their clients are: the distinct id is the expert's user id, and properties are flat values
// (ids, choices, counts, flags) — never message text, descriptions, names or email addresses.

/** A property's value: flat on purpose, so free text or a nested record is not sent by accident. */
export type AnalyticsValue = string | number | boolean | null;

export type AnalyticsEvent = {
  /** The expert's user id. */
  distinctId: string;
  /** Lower case words, e.g. 'workflow action created'. */
  event: string;
  properties: Record<string, AnalyticsValue>;
};

export type Analytics = {
  name: 'log' | 'posthog' | 'recording';
  /** Queues the event (or writes it); never throws and never waits for the network. */
  capture(event: AnalyticsEvent): void;
  /** Sends what is still queued, within a bounded time (called once, on shutdown). */
  shutdown(): Promise<void>;
};
