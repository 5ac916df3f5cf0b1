// The workflow screens' addresses (spec doc 2, §2 Automation: the route table lists workflows under
// /dashboard/automation/workflows with create, {workflowId}, edit and monitor; the detail is also
// at /dashboard/scheduling/workflows/{workflowId}).
export const AUTOMATION_PATH = '/dashboard/automation';
export const WORKFLOWS_PATH = `${AUTOMATION_PATH}/workflows`;
export const CREATE_WORKFLOW_PATH = `${WORKFLOWS_PATH}/create`;
export const SCHEDULING_WORKFLOWS_PATH = '/dashboard/scheduling/workflows';
export const workflowPath = (workflowId: string) => `${WORKFLOWS_PATH}/${encodeURIComponent(workflowId)}`;
export const editWorkflowPath = (workflowId: string) => `${workflowPath(workflowId)}/edit`;
export const workflowMonitorPath = (workflowId: string) => `${workflowPath(workflowId)}/monitor`;

// Where the detail's usage and the monitor's sessions lead (the routes in app/routes.tsx).
export const servicePath = (id: string) => `/dashboard/scheduling/services/${encodeURIComponent(id)}`;
export const seriesPath = (id: string) => `/dashboard/scheduling/series/${encodeURIComponent(id)}`;
export const groupSessionPath = (id: string) =>
  `/dashboard/scheduling/group/sessions/${encodeURIComponent(id)}`;
export const packagePath = (id: string) => `/dashboard/scheduling/packages/${encodeURIComponent(id)}`;
export const sessionPath = (id: string) => `/dashboard/home/sessions/${encodeURIComponent(id)}`;
export const bookedPackagePath = (id: string) => `/dashboard/home/packages/${encodeURIComponent(id)}`;
