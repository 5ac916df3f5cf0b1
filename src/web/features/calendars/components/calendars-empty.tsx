import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CONNECT_CALENDAR_PATH } from '../paths';

/** No account yet: what connecting a calendar does, and the way to do it. */
export function CalendarsEmpty() {
  return (
    <Card withBorder radius="lg" padding="xl" style={{ borderStyle: 'dashed' }}>
      <Stack gap="md" align="center" ta="center" maw={480} mx="auto">
        <Title order={3} fz="lg">
          No calendars connected yet
        </Title>
        <Text size="sm" c="dimmed">
          Connect Google Calendar, Microsoft Outlook or Apple iCloud to keep your booking page in step with
          the rest of your life:
        </Text>
        <List size="sm" spacing={6} ta="left">
          <List.Item>
            Busy times in your calendars hide those slots, so clients cannot book over them.
          </List.Item>
          <List.Item>
            Sessions clients book are added to your calendar, and moved or removed with them.
          </List.Item>
        </List>
        <Button component={Link} to={CONNECT_CALENDAR_PATH}>
          Connect a calendar
        </Button>
      </Stack>
    </Card>
  );
}
