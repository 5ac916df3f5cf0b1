import { z } from 'zod';
import { workflowsIdsView } from '../automation/workflow-links';
import { LOCATION_CHOICE_TYPES } from '../locations/location-choice';
import { schedulingRulesInput } from '../scheduling/scheduling-rules';

/** A service as the API returns it (GET /api/services, GET/POST/PUT /api/services/{id}). */
export const serviceView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  /** Integer minor units in the booking page's currency. */
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  availability: z.object({ id: z.string(), name: z.string() }),
  hasCustomRules: z.boolean(),
  /** The service's own rules when it has them; null means it follows the expert's. */
  customSchedulingRules: schedulingRulesInput.nullable(),
  locationType: z.enum(LOCATION_CHOICE_TYPES).nullable(),
  locationId: z.string().nullable(),
  hidden: z.boolean(),
  collectPhoneNumber: z.boolean(),
  workflowsIds: workflowsIdsView,
  order: z.number().int(),
});
export type ServiceView = z.infer<typeof serviceView>;

/** GET /api/services: the booking page's services in their order. */
export const servicesView = z.object({ services: z.array(serviceView) });
export type ServicesView = z.infer<typeof servicesView>;

/** PUT /api/services/order: how many services got a new order value. */
export const reorderResultView = z.object({ changed: z.number().int() });
