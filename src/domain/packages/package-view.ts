import { z } from 'zod';
import { workflowsIdsView } from '../automation/workflow-links';
import { richTextDocument } from '../rich-text/rich-text';

/** A service included in a package, with how many of its sessions. */
export const includedServiceView = z.object({ serviceId: z.string(), title: z.string(), count: z.number() });
/** A specific group session included in a package. */
export const includedGroupSessionView = z.object({
  sessionId: z.string(),
  title: z.string(),
  start: z.string(),
});
/** A series included in a package, with how many of its sessions. */
export const includedSeriesView = z.object({ seriesId: z.string(), title: z.string(), count: z.number() });

/** A package as the API returns it. Money in minor units of `currency`. */
export const packageView = z.object({
  id: z.string(),
  title: z.string(),
  description: richTextDocument.nullable(),
  personalSessions: z.array(includedServiceView),
  groupSessions: z.array(includedGroupSessionView),
  series: z.array(includedSeriesView),
  price: z.number(),
  currency: z.string(),
  paymentPlan: z.object({ months: z.number(), amount: z.number() }).nullable(),
  expiryDays: z.number().nullable(),
  hidden: z.boolean(),
  workflowsIds: workflowsIdsView,
  order: z.number(),
  createdAt: z.string(),
});
export type PackageView = z.infer<typeof packageView>;
export type IncludedServiceView = z.infer<typeof includedServiceView>;
export type IncludedGroupSessionView = z.infer<typeof includedGroupSessionView>;
export type IncludedSeriesView = z.infer<typeof includedSeriesView>;

/** What an expert can put in a package: their services, series and upcoming group sessions. */
export const packageOptionsView = z.object({
  services: z.array(
    z.object({ id: z.string(), title: z.string(), duration: z.number(), hidden: z.boolean() }),
  ),
  series: z.array(z.object({ id: z.string(), title: z.string(), duration: z.number(), hidden: z.boolean() })),
  groupSessions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      start: z.string(),
      end: z.string(),
      seriesId: z.string().nullable(),
    }),
  ),
});
export type PackageOptionsView = z.infer<typeof packageOptionsView>;
