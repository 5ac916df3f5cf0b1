import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ReorderList } from '../../../components/reorder-list';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { SERVICES_PATH } from '../../scheduling/paths';
import { useServices } from '../api/get-services';
import { useReorderServices } from '../api/reorder-services';
import { FAILED_TO_LOAD_SERVICES } from '../components/personal-sessions-card';
import { RequireBookingPage } from '../components/require-booking-page';
import { serviceMetaLabel } from '../format';

function ReorderSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading services">
      {[160, 120, 190].map((width) => (
        <Card key={width} withBorder radius="md" padding="sm">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={20} w={20} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w={width} />
              <Skeleton h={10} w={110} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function ReorderServices() {
  const navigate = useNavigate();
  const query = useServices();
  const reorder = useReorderServices();
  const back = () => navigate(SERVICES_PATH);

  if (query.isError) return <ErrorState message={FAILED_TO_LOAD_SERVICES} onAction={() => query.refetch()} />;
  if (!query.data) return <ReorderSkeleton />;
  const { services } = query.data;
  if (services.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No services to reorder yet.
      </Text>
    );
  }
  return (
    <ReorderList
      items={services.map((service) => ({
        id: service.id,
        title: service.title,
        meta: serviceMetaLabel(service),
      }))}
      onSave={async (ids) => {
        await reorder.mutateAsync(ids);
        notifications.show({ color: 'teal', message: 'New order saved' });
        back();
      }}
      onCancel={back}
    />
  );
}

/** /dashboard/scheduling/services/reorder: drag or move the services into the booking page order. */
export function ReorderServicesRoute() {
  return (
    <SchedulingPageFrame
      title="Reorder services"
      description="The order clients see your personal sessions in."
    >
      <RequireBookingPage>
        {() => (
          <Card withBorder radius="lg" padding="lg">
            <ReorderServices />
          </Card>
        )}
      </RequireBookingPage>
    </SchedulingPageFrame>
  );
}
