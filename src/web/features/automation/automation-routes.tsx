import type { RouteObject } from 'react-router';
import { CreateWorkflowRoute } from './routes/create-workflow-route';
import { EditWorkflowRoute } from './routes/edit-workflow-route';
import { WorkflowMonitorRoute } from './routes/workflow-monitor-route';
import { WorkflowRoute } from './routes/workflow-route';
import { WorkflowsRoute } from './routes/workflows-route';

/** A workflow's screens under a base: its detail, edit and monitor (relative links between them). */
const workflowScreens = (base: string): RouteObject[] => [
  { path: `${base}/:workflowId`, element: <WorkflowRoute /> },
  { path: `${base}/:workflowId/edit`, element: <EditWorkflowRoute /> },
  { path: `${base}/:workflowId/monitor`, element: <WorkflowMonitorRoute /> },
];

/**
 * The workflow screens, relative to /dashboard (spec doc 2, §2 Automation: workflows with create,
 * {workflowId}, edit and monitor; the detail also at /dashboard/scheduling/workflows/{workflowId},
 * where its relative Edit and monitor links lead on under the same base).
 */
export const automationRoutes: RouteObject[] = [
  { path: 'automation/workflows', element: <WorkflowsRoute /> },
  // 'create' is static, so it ranks above the workflow's id.
  { path: 'automation/workflows/create', element: <CreateWorkflowRoute /> },
  ...workflowScreens('automation/workflows'),
  ...workflowScreens('scheduling/workflows'),
];
