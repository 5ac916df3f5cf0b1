import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { isCurrencyCode } from '../../../../domain/money/currencies';
import { toMajor } from '../../../../domain/money/money';
import { ErrorState } from '../../../components/error-state';
import { ExternalLinkIcon } from '../../../components/icons';
import { NotFound } from '../../../components/not-found';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { GROUP_PATH, publicSeriesPath } from '../../scheduling/paths';
import { useSeries } from '../api/get-series';
import { useUpdateSeries } from '../api/update-series';
import { DeleteSeriesButton } from '../components/delete-series-button';
import { GroupFormCard } from '../components/group-form-card';
import { GroupPageFrame } from '../components/group-page-frame';
import { FormSkeleton } from '../components/group-skeletons';
import { SeriesForm } from '../components/series-form';
import { seriesSummary } from '../components/series-list-card';
import { SeriesSessionsCard } from '../components/series-sessions-card';
import { browserZone } from '../group-dates';

const BACK = { to: GROUP_PATH, label: 'Back to group sessions' };

/** /dashboard/scheduling/group/series/{seriesId}: its upcoming sessions and its settings. */
export function SeriesRoute() {
  const { seriesId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe().data!;
  const detail = useSeries(seriesId);
  const update = useUpdateSeries();
  const zone = browserZone();

  if (detail.error instanceof ApiError && [400, 404].includes(detail.error.status)) return <NotFound />;
  if (detail.isError) {
    return <ErrorState message={GROUP_MESSAGES.loadSessionsFailed} onAction={() => detail.refetch()} />;
  }
  if (!detail.data) return <FormSkeleton label="Loading the series" />;

  const { series, sessions } = detail.data;
  const currency = isCurrencyCode(series.currency) ? series.currency : 'USD';

  return (
    <GroupPageFrame
      title={series.title}
      description={seriesSummary(series)}
      back={BACK}
      actions={
        <Anchor
          component={Link}
          to={publicSeriesPath(series.id)}
          target="_blank"
          size="sm"
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          View public page
          <ExternalLinkIcon size={14} />
        </Anchor>
      }
    >
      <SeriesSessionsCard seriesId={series.id} sessions={sessions} zone={zone} />
      <GroupFormCard label="Series settings">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Series settings
            </Title>
          </Group>
          <SeriesForm
            key={series.id}
            initialValues={{
              title: series.title,
              description: series.description ?? '',
              duration: String(series.duration),
              price: toMajor(series.price, currency),
              groupSizeMax: series.groupSizeMax,
              location: { locationType: series.locationType, locationId: series.locationId },
              hidden: series.hidden,
              collectPhoneNumber: series.collectPhoneNumber,
              workflowsIds: series.workflowsIds,
            }}
            currency={series.currency}
            planId={me.plan.id}
            note={
              <Text size="sm" c="dimmed">
                Saving also updates the upcoming sessions. Sessions with bookings keep their time and price.
              </Text>
            }
            submitLabel="Save"
            saving={update.isPending}
            error={update.error}
            onCancel={() => navigate(GROUP_PATH)}
            onSubmit={async (input) => {
              await update.mutateAsync({ id: series.id, input });
              notifications.show({ color: 'teal', message: 'Series saved' });
            }}
            actions={
              <DeleteSeriesButton
                seriesId={series.id}
                title={series.title}
                onDeleted={() => {
                  notifications.show({ color: 'teal', message: 'Series deleted' });
                  navigate(GROUP_PATH);
                }}
              />
            }
          />
        </Stack>
      </GroupFormCard>
    </GroupPageFrame>
  );
}
