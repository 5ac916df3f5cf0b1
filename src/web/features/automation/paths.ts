// The automation screens' addresses (spec §2, Automation).
export const AUTOMATION_PATH = '/dashboard/automation';
export const WORKFLOWS_PATH = `${AUTOMATION_PATH}/workflows`;
