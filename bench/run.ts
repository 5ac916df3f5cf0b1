// `npm run bench`: every benchmark, or the ones named on the command line.
// First: the OpenAPI extension of zod must be in place before any domain schema is built (the
// stripe-webhook benchmark loads the whole app).
import '@hono/zod-openapi';
import { benchAvailability } from './availability';
import { benchBookedPackages } from './booked-packages';
import { benchCalendarSlots } from './calendar-slots';
import { benchCallCapacity } from './call-capacity';
import { benchClients } from './clients';
import { benchColdStart } from './cold-start';
import { benchLighthouse } from './lighthouse';
import { benchPublicSize } from './public-size';
import { benchReports } from './reports';
import { benchSessions } from './sessions';
import { benchSlotsLoad } from './slots-load';
import { benchStripeWebhook } from './stripe-webhook';
import { benchWorkflowLateness } from './workflow-lateness';

const benchmarks: Record<string, () => Promise<void>> = {
  'cold-start': () => benchColdStart(),
  availability: () => benchAvailability(),
  'slots-load': () => benchSlotsLoad(),
  'public-size': () => benchPublicSize(),
  sessions: () => benchSessions(),
  'booked-packages': () => benchBookedPackages(),
  clients: () => benchClients(),
  reports: () => benchReports(),
  'stripe-webhook': () => benchStripeWebhook(),
  'workflow-lateness': () => benchWorkflowLateness(),
  'calendar-slots': () => benchCalendarSlots(),
  'call-capacity': () => benchCallCapacity(),
  lighthouse: () => benchLighthouse(),
};

const selected = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (selected.length > 0 && !selected.includes(name)) continue;
  console.log(`\n# ${name}`);
  await run();
}
