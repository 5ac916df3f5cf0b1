import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from '../logger';
import { validationError } from './errors';

export type SignedInUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  name: string;
  timezone: string;
  pricingPlanId: string;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    user: SignedInUser;
  };
};

/** A feature router: an OpenAPIHono whose zod failures answer the API's 400 error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error).toBody(), 400);
    },
  });
}

/** Who is acting, as far as plan-gated rules care: the expert's id and plan. */
export type PlanHolder = Pick<SignedInUser, 'id' | 'pricingPlanId'>;
