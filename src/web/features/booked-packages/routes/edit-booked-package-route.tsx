import { Card, Divider, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import {
  type EditBookedPackageCountsInput,
  editBookedPackageCountsInput,
} from '../../../../domain/booked-packages/booked-package-inputs';
import {
  BOOKED_PACKAGE_MESSAGES,
  SESSIONS_COUNT_MAX,
} from '../../../../domain/booked-packages/booked-package-messages';
import type {
  BookedPackageDetailView,
  BookedPackageOptionsView,
  CreditView,
} from '../../../../domain/booked-packages/booked-package-view';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { FormSkeleton } from '../../group-sessions/components/group-skeletons';
import { CountedItemsField } from '../../packages/components/counted-items-field';
import { useEditBookedPackageCounts } from '../api/edit-booked-package-counts';
import { useBookedPackageOptions } from '../api/get-booked-package-options';
import { BookedPackageActionScreen } from '../components/booked-package-action-screen';
import { bookedPackagePath } from '../paths';

type Item = { itemId: string; title: string; count: number | string; used: number };
type Values = { services: Item[]; series: Item[] };

/** What the package includes now: the credits still tied to a service or series. */
const included = (credits: readonly CreditView[]): Item[] =>
  credits.flatMap((c) =>
    c.itemId ? [{ itemId: c.itemId, title: c.title, count: c.count, used: c.used }] : [],
  );

function toInput(values: Values): EditBookedPackageCountsInput {
  // An empty field is sent as it is: the schema answers it with the spec's message.
  const count = (item: Item) => item.count as number;
  return {
    services: values.services.map((item) => ({ serviceId: item.itemId, count: count(item) })),
    series: values.series.map((item) => ({ seriesId: item.itemId, count: count(item) })),
  };
}

// spec (doc 1, §5): when none remain, 'You don't have any more services' (or series).
const KINDS = [
  {
    name: 'services',
    legend: 'Services',
    description: 'How many sessions of each service the package holds.',
    addLabel: 'Add a service',
    noneLeft: BOOKED_PACKAGE_MESSAGES.noMoreServices,
  },
  {
    name: 'series',
    legend: 'Group session series',
    description: 'How many sessions of each series the package holds.',
    addLabel: 'Add a series',
    noneLeft: BOOKED_PACKAGE_MESSAGES.noMoreSeries,
  },
] as const;

const usedNote = (item: Item) => (item.used > 0 ? `${item.used} already booked` : 'None booked yet');

function EditCountsForm({
  booked,
  options,
}: {
  booked: BookedPackageDetailView;
  options: BookedPackageOptionsView;
}) {
  const navigate = useNavigate();
  const edit = useEditBookedPackageCounts();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { services: included(booked.services), series: included(booked.series) },
    validate: (values) => zodValidate(editBookedPackageCountsInput)(toInput(values)),
  });
  const back = () => navigate(bookedPackagePath(booked.id));
  const fieldNames = [
    ...form.values.services.map((_, i) => `services.${i}.count`),
    ...form.values.series.map((_, i) => `series.${i}.count`),
  ];

  const onSubmit = form.onSubmit(async (values) => {
    try {
      await edit.mutateAsync({ id: booked.id, input: toInput(values) });
      notifications.show({ color: 'teal', message: 'Package sessions saved' });
      back();
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, fieldNames).fields);
    }
  });

  const add = (kind: 'services' | 'series', id: string) => {
    const option = options[kind].find((o) => o.id === id);
    if (option) form.insertListItem(kind, { itemId: id, title: option.title, count: 1, used: 0 });
  };
  const items = (kind: 'services' | 'series') =>
    form.values[kind].map((item, index) => ({
      id: item.itemId,
      title: item.title,
      note: usedNote(item),
      countProps: form.getInputProps(`${kind}.${index}.count`),
    }));

  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormError message={apiFormErrors(edit.error, fieldNames).message} />
        <Text size="sm" c="dimmed">
          A changed count leaves what is not booked yet available; a new service starts with all its sessions
          available; a removed one can no longer be booked, and its booked sessions stay.
        </Text>
        {KINDS.map((kind, index) => (
          <Fragment key={kind.name}>
            {index > 0 ? <Divider /> : null}
            <CountedItemsField
              legend={kind.legend}
              description={kind.description}
              options={options[kind.name]}
              items={items(kind.name)}
              addLabel={kind.addLabel}
              noOptions={kind.noneLeft}
              noneLeft={kind.noneLeft}
              countRange={{ min: 0, max: SESSIONS_COUNT_MAX }}
              onAdd={(id) => add(kind.name, id)}
              onRemove={(at) => form.removeListItem(kind.name, at)}
            />
          </Fragment>
        ))}
        <FormActions submitLabel="Save" saving={edit.isPending} onCancel={back} />
      </Stack>
    </Card>
  );
}

function EditCounts({ booked }: { booked: BookedPackageDetailView }) {
  const options = useBookedPackageOptions(booked.id);
  if (options.isError) return <ErrorState onAction={() => options.refetch()} />;
  if (!options.data) return <FormSkeleton label="Loading your services and series" />;
  return <EditCountsForm booked={booked} options={options.data} />;
}

/** /dashboard/home/packages/{packageId}/edit: the counts of its services and series (spec doc 1, §5). */
export function EditBookedPackageRoute() {
  return (
    <BookedPackageActionScreen title="Edit sessions">
      {(booked) => <EditCounts booked={booked} />}
    </BookedPackageActionScreen>
  );
}
