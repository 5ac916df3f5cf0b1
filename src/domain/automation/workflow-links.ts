import { z } from 'zod';
import type { WorkflowType } from './triggers';

// spec (doc 2, §3): services, series, group sessions and packages carry workflowsIds, the
// workflows that run for them. Session workflows go on the first three, package workflows on
// packages. The limit and the words for a bad list are ours; the server's refusals (another
// page's workflow, a deleted one, the wrong type) are in the same words as the field.

export const WORKFLOW_LINKS_MAX = 20;

export const WORKFLOW_LINK_MESSAGES = {
  notFound: 'Workflow not found',
  packageWorkflow: 'This is a package workflow',
  sessionWorkflow: 'This is a session workflow',
  tooMany: `You can attach up to ${WORKFLOW_LINKS_MAX} workflows`,
  duplicate: 'Each workflow can only be attached once',
} as const;

/** What each kind of item takes: session workflows, or package workflows for packages. */
export type WorkflowLinkKind = 'service' | 'series' | 'session' | 'package';
export const WORKFLOW_TYPE_OF: Record<WorkflowLinkKind, WorkflowType> = {
  service: 'session',
  series: 'session',
  session: 'session',
  package: 'package',
};

/** The message for a workflow of the other type than the item takes. */
export const wrongTypeMessage = (type: WorkflowType) =>
  type === 'package' ? WORKFLOW_LINK_MESSAGES.packageWorkflow : WORKFLOW_LINK_MESSAGES.sessionWorkflow;

// Ids are opaque (the server's are 20 letters and digits): one of another form cannot exist.
const ID_FORM = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The workflowsIds field of the service, series, group session and package forms. Left out
 * (undefined): creating attaches none, updating keeps what is attached; [] detaches all. Unlike
 * the forms' other optional fields (a PUT without them resets them), a client written before
 * the field existed must not detach the expert's workflows by saving an unrelated change.
 */
export const workflowsIdsField = z
  .array(z.string({ error: () => WORKFLOW_LINK_MESSAGES.notFound }), {
    error: () => WORKFLOW_LINK_MESSAGES.notFound,
  })
  .max(WORKFLOW_LINKS_MAX, WORKFLOW_LINK_MESSAGES.tooMany)
  // Checked on the list, so every message lands on the one field the forms show.
  .refine((ids) => ids.every((id) => ID_FORM.test(id)), WORKFLOW_LINK_MESSAGES.notFound)
  .refine((ids) => new Set(ids).size === ids.length, WORKFLOW_LINK_MESSAGES.duplicate)
  .optional();

/** In the views of services, series, group sessions and packages: sorted by the workflows' creation. */
export const workflowsIdsView = z
  .array(z.string())
  .describe('The attached workflows (session workflows; package workflows on a package), oldest first');
