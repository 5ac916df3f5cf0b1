import { TabbedArea } from '../../components/tabbed-area';

// spec (doc 2, §2, Automation): the tabs are Workflows and Integrations. Only Workflows is built
// so far; Integrations joins when its screen exists (a tab never leads to Not found).
// A workflow's detail is also at the spec's /dashboard/scheduling/workflows/{workflowId}.
const AUTOMATION_TABS = [
  {
    label: 'Workflows',
    path: '/dashboard/automation/workflows',
    alsoUnder: ['/dashboard/scheduling/workflows'],
  },
] as const;

export function AutomationLayout() {
  return (
    <TabbedArea
      title="Automation"
      description="Reminders and emails that go out on their own, on time, around your sessions and packages."
      tabs={AUTOMATION_TABS}
      label="Automation"
    />
  );
}
