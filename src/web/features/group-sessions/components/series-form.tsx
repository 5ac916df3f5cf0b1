import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { groupLimits } from '../../../../domain/group-sessions/group-session-fields';
import {
  SERIES_DURATIONS,
  SERIES_TITLE_MAX,
  type SeriesInput,
  seriesInput,
} from '../../../../domain/group-sessions/series-input';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { canUse } from '../../../../domain/plans/access';
import { durationLabel } from '../../../../domain/time/duration-label';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { apiFormErrors } from '../../../lib/zod-form';
import { type NumberValue, numberOrUndefined, overPriceLimit } from './form-values';
import { GroupFormFooter } from './group-form-footer';
import { titleCounter } from './title-counter';
import { useGroupForm } from './use-group-form';

const FIELDS = [
  'title',
  'description',
  'duration',
  'price',
  'groupSizeMax',
  'locationType',
  'locationId',
  'hidden',
  'collectPhoneNumber',
  'workflowsIds',
];

const DURATION_OPTIONS = SERIES_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: durationLabel(minutes),
}));

export interface SeriesFormValues {
  title: string;
  description: string;
  /** The Select's value: minutes as text. */
  duration: string;
  price: NumberValue;
  groupSizeMax: NumberValue;
  location: LocationChoice;
  hidden: boolean;
  collectPhoneNumber: boolean;
  workflowsIds: string[];
}

interface SeriesFormProps {
  initialValues: SeriesFormValues;
  currency: string;
  planId: string;
  /** A line above the buttons, e.g. what saving does to the upcoming sessions. */
  note?: ReactNode;
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (input: SeriesInput) => Promise<unknown>;
  onCancel: () => void;
  actions?: ReactNode;
}

export function SeriesForm({
  initialValues,
  currency: pageCurrency,
  planId,
  note,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
  actions,
}: SeriesFormProps) {
  const currency: CurrencyCode = isCurrencyCode(pageCurrency) ? pageCurrency : 'USD';
  const limits = groupLimits(planId);
  const schema = useMemo(() => seriesInput({ currency, plan: planId }), [currency, planId]);
  const toInput = (values: SeriesFormValues) =>
    ({
      title: values.title,
      description: values.description,
      duration: values.duration ? Number(values.duration) : undefined,
      price: numberOrUndefined(values.price),
      groupSizeMax: numberOrUndefined(values.groupSizeMax),
      locationType: values.location.locationType,
      locationId: values.location.locationId,
      hidden: values.hidden,
      collectPhoneNumber: values.collectPhoneNumber,
      workflowsIds: values.workflowsIds,
    }) as SeriesInput;

  const { form, checkInputs, submit } = useGroupForm({
    initialValues,
    schema,
    toInput,
    fields: FIELDS,
    onSubmit,
  });
  const { values } = form;

  const overSizeLimit =
    !canUse(planId, 'largeSessionLimits') &&
    (numberOrUndefined(values.groupSizeMax) ?? 0) > limits.groupSizeMax;

  return (
    <form onSubmit={submit()} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        <TextInput
          label="Title"
          autoComplete="off"
          {...form.getInputProps('title')}
          {...titleCounter(values.title.length, SERIES_TITLE_MAX)}
        />
        <Textarea
          label="Description"
          description="What the series is about and who it is for"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label="Duration"
            data={DURATION_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('duration')}
          />
          <PriceInput currency={currency} {...form.getInputProps('price')} />
          <NumberInput
            label="Group size"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('groupSizeMax')}
          />
        </SimpleGrid>
        <GroupFormFooter
          form={form}
          overSessionLimits={overSizeLimit}
          overPriceLimit={overPriceLimit(planId, values.price, currency, 'series')}
          checkInputs={checkInputs}
          note={note}
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
          actions={actions}
        />
      </Stack>
    </form>
  );
}
