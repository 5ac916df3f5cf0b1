import { TabbedArea } from '../../components/tabbed-area';

// spec (doc 2, §2, Automation): the tabs are Workflows and Integrations (outgoing webhooks, API
// keys and REST hooks for automation platforms, issue 15).
// A workflow's detail is also at the spec's /dashboard/scheduling/workflows/{workflowId}.
const AUTOMATION_TABS = [
  {
    label: 'Workflows',
    path: '/dashboard/automation/workflows',
    alsoUnder: ['/dashboard/scheduling/workflows'],
  },
  { label: 'Integrations', path: '/dashboard/automation/integrations' },
] as const;

export function AutomationLayout() {
  return (
    <TabbedArea
      title="Automation"
      description="Reminders and emails that go out on their own, on time, around your sessions and packages, and the apps you connect to Slotwise."
      tabs={AUTOMATION_TABS}
      label="Automation"
    />
  );
}
