// spec (doc 2, §2 Automation): the Integrations tab's address.
export const INTEGRATIONS_PATH = '/dashboard/automation/integrations';
