import { Divider, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PACKAGE_LIMITS } from '../../../../domain/packages/package-input';
import type { PackageOptionsView, PackageView } from '../../../../domain/packages/package-view';
import { CountedItemsField } from './counted-items-field';
import { type GroupSessionChoice, GroupSessionsField } from './group-sessions-field';
import type { PackageFormValues } from './package-form-values';

interface IncludedSectionProps {
  form: UseFormReturnType<PackageFormValues>;
  options: PackageOptionsView;
  included?: Pick<PackageView, 'personalSessions' | 'groupSessions' | 'series'>;
}

/** Personal sessions per service, specific group sessions, and sessions of series. */
export function IncludedSection({ form, options, included }: IncludedSectionProps) {
  const { values, errors } = form;
  // Titles come from the options, or from the package for items no longer offered.
  const serviceTitles = new Map([
    ...(included?.personalSessions ?? []).map((s) => [s.serviceId, s.title] as const),
    ...options.services.map((s) => [s.id, s.title] as const),
  ]);
  const seriesTitles = new Map([
    ...(included?.series ?? []).map((s) => [s.seriesId, s.title] as const),
    ...options.series.map((s) => [s.id, s.title] as const),
  ]);
  const sessions = new Map<string, GroupSessionChoice>([
    ...(included?.groupSessions ?? []).map(
      (s) => [s.sessionId, { id: s.sessionId, title: s.title, start: s.start }] as const,
    ),
    ...options.groupSessions.map((s) => [s.id, s] as const),
  ]);
  const error = (name: string) => (typeof errors[name] === 'string' ? (errors[name] as string) : undefined);

  return (
    <Stack gap="lg">
      <CountedItemsField
        legend="Personal sessions"
        description={`Sessions of your services, up to ${PACKAGE_LIMITS.sessionsPerItemMax} of each.`}
        options={options.services}
        items={values.personalSessions.map((item, index) => ({
          id: item.serviceId,
          title: serviceTitles.get(item.serviceId) ?? 'Service',
          countProps: form.getInputProps(`personalSessions.${index}.count`),
        }))}
        addLabel="Add a service"
        noOptions="You have no personal services yet."
        error={error('personalSessions')}
        onAdd={(serviceId) => form.insertListItem('personalSessions', { serviceId, count: 1 })}
        onRemove={(index) => form.removeListItem('personalSessions', index)}
      />
      <Divider />
      <GroupSessionsField
        options={options.groupSessions}
        selected={values.groupSessionIds.map(
          (id) => sessions.get(id) ?? { id, title: 'Group session', start: new Date(0).toISOString() },
        )}
        error={error('groupSessionIds')}
        onAdd={(id) => form.insertListItem('groupSessionIds', id)}
        onRemove={(index) => form.removeListItem('groupSessionIds', index)}
      />
      <Divider />
      <CountedItemsField
        legend="Series"
        description={`Sessions of a group series, up to ${PACKAGE_LIMITS.sessionsPerItemMax} of each.`}
        options={options.series}
        items={values.series.map((item, index) => ({
          id: item.seriesId,
          title: seriesTitles.get(item.seriesId) ?? 'Series',
          countProps: form.getInputProps(`series.${index}.count`),
        }))}
        addLabel="Add a series"
        noOptions="You have no series yet."
        error={error('series')}
        onAdd={(seriesId) => form.insertListItem('series', { seriesId, count: 1 })}
        onRemove={(index) => form.removeListItem('series', index)}
      />
    </Stack>
  );
}
