import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { groupSessionPath, packagePath, seriesPath, servicePath } from '../paths';

type Usage = WorkflowDetailView['usage'];

const GROUPS: Array<{ key: keyof Usage; label: string; path: (id: string) => string }> = [
  { key: 'services', label: 'Services', path: servicePath },
  { key: 'series', label: 'Series', path: seriesPath },
  { key: 'groupSessions', label: 'Group sessions', path: groupSessionPath },
  { key: 'packages', label: 'Packages', path: packagePath },
];

/** spec (§2): what uses the workflow, each linked to its edit screen. */
export function WorkflowUsageCard({ usage }: { usage: Usage }) {
  const groups = GROUPS.filter((group) => usage[group.key].length > 0);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="workflow-usage">
      <Stack gap="sm">
        <Title order={3} fz="md" id="workflow-usage">
          Used by
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing uses this workflow yet. Choose it on a service, series, group session or package to run it
            there.
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={group.key} gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {group.label}
              </Text>
              {usage[group.key].map((item) => (
                <Anchor
                  key={item.id}
                  component={Link}
                  to={group.path(item.id)}
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </Anchor>
              ))}
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
