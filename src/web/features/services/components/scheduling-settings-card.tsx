import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '../../../components/icons';
import { LOCATIONS_PATH } from '../../locations/paths';
import {
  CANCELLATION_POLICY_PATH,
  CONNECTED_CALENDARS_PATH,
  SCHEDULING_RULES_PATH,
  TIME_OFF_PATH,
} from '../../scheduling/paths';

interface Setting {
  title: string;
  description: string;
  /** The setting's link (or, for View as client, the booking page in a new tab). */
  link: ReactNode;
}

function SettingRow({ setting }: { setting: Setting }) {
  return (
    <Stack component="li" gap={2} py="sm">
      {setting.link}
      <Text c="dimmed" size="sm">
        {setting.description}
      </Text>
    </Stack>
  );
}

const pageLink = (title: string, to: string) => (
  <Anchor component={Link} to={to} fw={600} w="fit-content">
    {title}
  </Anchor>
);

/** spec §2, Manage services: rules, time off, calendars, cancellation policy, view as client. */
export function SchedulingSettingsCard({ bookingPageUrl }: { bookingPageUrl: string }) {
  const settings: Setting[] = [
    {
      title: 'Scheduling rules',
      description: 'Notice, buffers, start times and daily or weekly limits.',
      link: pageLink('Scheduling rules', SCHEDULING_RULES_PATH),
    },
    {
      title: 'Time off',
      description: 'Days and hours when clients cannot book you.',
      link: pageLink('Time off', TIME_OFF_PATH),
    },
    {
      title: 'Cancellation policy',
      description: 'Whether and how late clients can cancel or reschedule.',
      link: pageLink('Cancellation policy', CANCELLATION_POLICY_PATH),
    },
    {
      title: 'Locations',
      description: 'Where your sessions take place unless a service says otherwise.',
      link: pageLink('Locations', LOCATIONS_PATH),
    },
    {
      title: 'Connected calendars',
      description: 'Keep busy times from your own calendars free of bookings.',
      link: pageLink('Connected calendars', CONNECTED_CALENDARS_PATH),
    },
    {
      title: 'View as client',
      description: 'Your booking page as clients see it.',
      link: (
        <Anchor href={bookingPageUrl} target="_blank" rel="noopener noreferrer" fw={600} w="fit-content">
          <Group gap={6} component="span" wrap="nowrap">
            View as client
            <ExternalLinkIcon size={14} />
          </Group>
        </Anchor>
      ),
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="scheduling-settings-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="scheduling-settings-title">
          Settings
        </Title>
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Scheduling settings"
        >
          {settings.map((setting, index) => (
            <Fragment key={setting.title}>
              {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
              <SettingRow setting={setting} />
            </Fragment>
          ))}
        </Stack>
        {/* spec doc 2 §2 Scheduling, other links: /contact and /privacy-policy. */}
        <Text size="sm" c="dimmed" pt="xs">
          Questions?{' '}
          <Anchor component={Link} to="/contact" size="sm">
            Contact us
          </Anchor>{' '}
          · How we handle your clients' data:{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm">
            Privacy policy
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
