import { Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import type { TimeOffView } from '../../../../domain/scheduling/time-off';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { useTimeOff } from '../api/get-time-off';
import { SchedulingPageFrame } from '../components/scheduling-page-frame';
import { TimeOffCalendar } from '../components/time-off-calendar';
import { TimeOffList } from '../components/time-off-list';
import { TimeOffModal } from '../components/time-off-modal';
import { TimeOffSkeleton } from '../components/time-off-skeleton';
import { TimeZoneClock } from '../components/time-zone-clock';
import { useNow } from '../hooks/use-now';

// spec (§8): the message when the list cannot be loaded.
const LOAD_ERROR = 'Cannot load your time off periods';

/** /dashboard/scheduling/services/time-off: list or calendar of the expert's time off. */
export function TimeOffRoute() {
  const zone = useMe().data!.user.timezone;
  const now = useNow();
  const timeOff = useTimeOff();
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [editing, setEditing] = useState<TimeOffView | 'new' | null>(null);

  let content: React.ReactNode;
  if (timeOff.data) {
    if (view === 'calendar')
      content = <TimeOffCalendar periods={timeOff.data} zone={zone} now={now} onEdit={setEditing} />;
    else if (timeOff.data.length === 0)
      content = (
        <Card withBorder radius="lg" padding="lg">
          <Text c="dimmed" ta="center" py="md">
            No time off planned.
          </Text>
        </Card>
      );
    else content = <TimeOffList periods={timeOff.data} zone={zone} now={now} onEdit={setEditing} />;
  } else if (timeOff.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={LOAD_ERROR} onAction={() => timeOff.refetch()} />
      </Card>
    );
  } else {
    content = <TimeOffSkeleton />;
  }

  return (
    <SchedulingPageFrame
      title="Time off"
      description={<TimeZoneClock zone={zone} now={now} />}
      actions={
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => setView(value as 'list' | 'calendar')}
            data={[
              { value: 'list', label: 'List' },
              { value: 'calendar', label: 'Calendar' },
            ]}
          />
          <Button onClick={() => setEditing('new')}>Add time off</Button>
        </Group>
      }
    >
      {content}
      <TimeOffModal editing={editing} zone={zone} onClose={() => setEditing(null)} />
    </SchedulingPageFrame>
  );
}
