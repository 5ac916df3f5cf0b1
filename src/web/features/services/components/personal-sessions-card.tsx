import { Anchor, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ServiceView } from '../../../../domain/services/service-view';
import { durationLabel } from '../../../../domain/time/duration-label';
import { ErrorState } from '../../../components/error-state';
import { SERVICE_CREATE_PATH, SERVICES_REORDER_PATH, servicePath } from '../../scheduling/paths';
import { useServices } from '../api/get-services';
import { servicePriceLabel } from '../format';

// spec §8.
export const FAILED_TO_LOAD_SERVICES = 'Failed to load services';
export const NO_SERVICES_MESSAGE =
  'No personal sessions yet. Create your first service so clients can book time with you.';

function ServiceRow({ service }: { service: ServiceView }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="sm" align="flex-start">
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap" miw={0}>
          <Anchor component={Link} to={servicePath(service.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {service.title}
          </Anchor>
          {service.hidden ? (
            <Badge variant="light" color="gray" size="sm">
              Hidden
            </Badge>
          ) : null}
          {service.hasCustomRules ? (
            <Badge variant="light" color="violet" size="sm">
              Custom rules
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm">
          {`${durationLabel(service.duration)} · ${service.availability.name}`}
        </Text>
      </Stack>
      <Text fw={600} size="sm" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {servicePriceLabel(service.price)}
      </Text>
    </Group>
  );
}

function ServicesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading services">
      {[180, 140, 210].map((width) => (
        <Group key={width} justify="space-between" wrap="nowrap">
          <Stack gap={6}>
            <Skeleton h={16} w={width} />
            <Skeleton h={12} w={150} />
          </Stack>
          <Skeleton h={16} w={60} />
        </Group>
      ))}
    </Stack>
  );
}

/** The Services tab's main card: the personal services in their booking-page order. */
export function PersonalSessionsCard() {
  const query = useServices();
  const services = query.data?.services;

  let content: React.ReactNode;
  if (services && services.length === 0) {
    content = (
      <Stack
        align="center"
        gap="sm"
        py="lg"
        px="md"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text c="dimmed" ta="center" maw={420}>
          {NO_SERVICES_MESSAGE}
        </Text>
        <Button component={Link} to={SERVICE_CREATE_PATH} variant="light">
          Create your first service
        </Button>
      </Stack>
    );
  } else if (services) {
    content = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Personal sessions">
        {services.map((service, index) => (
          <Fragment key={service.id}>
            {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
            <ServiceRow service={service} />
          </Fragment>
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = <ErrorState message={FAILED_TO_LOAD_SERVICES} onAction={() => query.refetch()} />;
  } else {
    content = <ServicesSkeleton />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="personal-sessions-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg" id="personal-sessions-title">
              Personal sessions
            </Title>
            <Text c="dimmed" size="sm">
              One-to-one sessions clients book on your booking page, in the order they see them.
            </Text>
          </Stack>
          <Group gap="sm">
            {services && services.length > 1 ? (
              <Button component={Link} to={SERVICES_REORDER_PATH} variant="default">
                Reorder
              </Button>
            ) : null}
            <Button component={Link} to={SERVICE_CREATE_PATH}>
              New service
            </Button>
          </Group>
        </Group>
        {content}
      </Stack>
    </Card>
  );
}
