import type { Analytics, AnalyticsEvent } from './adapter';

export type RecordingAnalytics = Analytics & {
  /** Every event captured, oldest first; tests empty it between cases. */
  events: AnalyticsEvent[];
};

/** For tests: keeps the events in memory (copies, so later changes to an object do not leak in). */
export function createRecordingAnalytics(): RecordingAnalytics {
  const events: AnalyticsEvent[] = [];
  return {
    name: 'recording',
    events,
    capture(event) {
      events.push(structuredClone(event));
    },
    shutdown: async () => {},
  };
}
