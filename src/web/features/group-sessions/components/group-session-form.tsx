import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useMemo, useState } from 'react';
import { GROUP_MESSAGES, groupLimits } from '../../../../domain/group-sessions/group-session-fields';
import {
  type GroupSessionInput,
  groupSessionInput,
} from '../../../../domain/group-sessions/group-session-input';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { toMinor } from '../../../../domain/money/money';
import { priceCap } from '../../../../domain/money/price-rules';
import { canUse } from '../../../../domain/plans/access';
import { BookingOptionSwitches } from '../../../components/booking-option-switches';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { LocationSelect } from '../../locations/components/location-select';
import { fromLocalInputValue } from '../../scheduling/time-off-dates';
import { type NumberValue, numberOrUndefined, withLocationError } from './form-values';
import { titleCounter } from './title-counter';

const FIELDS = [
  'title',
  'description',
  'start',
  'end',
  'price',
  'groupSizeMax',
  'locationType',
  'locationId',
  'hidden',
  'collectPhoneNumber',
];

/** The form's values: start and end as datetime-local strings read in the browser's zone. */
export interface GroupSessionFormValues {
  title: string;
  description: string;
  start: string;
  end: string;
  price: NumberValue;
  groupSizeMax: NumberValue;
  location: LocationChoice;
  hidden: boolean;
  collectPhoneNumber: boolean;
}

interface GroupSessionFormProps {
  initialValues: GroupSessionFormValues;
  currency: string;
  planId: string;
  zone: string;
  /** When editing: the stored start (which may stay even once past) and the places booked. */
  editing?: { start: string; booked: number };
  submitLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (input: GroupSessionInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions at the start of the button row (Delete). */
  actions?: ReactNode;
}

export function GroupSessionForm({
  initialValues,
  currency: pageCurrency,
  planId,
  zone,
  editing,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
  actions,
}: GroupSessionFormProps) {
  const currency: CurrencyCode = isCurrencyCode(pageCurrency) ? pageCurrency : 'USD';
  const limits = groupLimits(planId);
  const booked = editing?.booked ?? 0;
  // spec §4: with bookings the time and price are read-only and saving asks confirmation.
  const locked = booked > 0;
  const schema = useMemo(
    () => groupSessionInput({ currency, plan: planId, keepStart: editing?.start }),
    [currency, planId, editing?.start],
  );
  const toInput = (values: GroupSessionFormValues) =>
    ({
      title: values.title,
      description: values.description,
      start: fromLocalInputValue(values.start, zone),
      end: fromLocalInputValue(values.end, zone),
      price: numberOrUndefined(values.price),
      groupSizeMax: numberOrUndefined(values.groupSizeMax),
      locationType: values.location.locationType,
      locationId: values.location.locationId,
      hidden: values.hidden,
      collectPhoneNumber: values.collectPhoneNumber,
    }) as GroupSessionInput;

  const form = useForm<GroupSessionFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => withLocationError(zodValidate(schema)(toInput(values))),
  });
  const [checkInputs, setCheckInputs] = useState(false);
  const [confirming, setConfirming] = useState<GroupSessionInput | null>(null);
  const { values } = form;

  const save = async (input: GroupSessionInput) => {
    try {
      await onSubmit(input);
    } catch (failure) {
      const { fields } = apiFormErrors(failure, FIELDS);
      form.setErrors(withLocationError(fields));
      if (Object.keys(fields).length > 0) setCheckInputs(true);
    }
  };

  const submit = form.onSubmit(
    async (raw) => {
      setCheckInputs(false);
      const input = toInput(raw);
      if (locked) setConfirming(input);
      else await save(input);
    },
    () => setCheckInputs(true),
  );

  const groupSize = numberOrUndefined(values.groupSizeMax) ?? 0;
  const price = numberOrUndefined(values.price);
  const overSessionLimits =
    !canUse(planId, 'largeSessionLimits') &&
    (values.title.trim().length > limits.titleMax || groupSize > limits.groupSizeMax);
  const overPriceLimit =
    !canUse(planId, 'increasedPriceLimit') &&
    price !== undefined &&
    Number.isFinite(price) &&
    toMinor(price, currency) > priceCap('groupSession', currency);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        <TextInput
          label="Title"
          autoComplete="off"
          {...form.getInputProps('title')}
          {...titleCounter(values.title.length, limits.titleMax)}
        />
        <Textarea
          label="Description"
          description="What participants can expect and what to bring"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
        />
        {locked ? (
          <Alert color="blue" variant="light" py="xs">
            {`${booked} ${booked === 1 ? 'client has' : 'clients have'} booked this session, so its time and price cannot change here. Reschedule it to move it.`}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Start" type="datetime-local" disabled={locked} {...form.getInputProps('start')} />
          <TextInput label="End" type="datetime-local" disabled={locked} {...form.getInputProps('end')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PriceInput
            currency={currency}
            description="Use 0 for a free session"
            disabled={locked}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Group size"
            description={locked ? `${booked} already booked` : 'The most participants who can book'}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('groupSizeMax')}
          />
        </SimpleGrid>
        {overSessionLimits ? <UpgradePrompt feature="largeSessionLimits" /> : null}
        {overPriceLimit ? <UpgradePrompt feature="increasedPriceLimit" /> : null}
        <LocationSelect
          value={values.location}
          onChange={(location) => form.setFieldValue('location', location)}
          error={form.errors.location}
        />
        <BookingOptionSwitches
          hidden={form.getInputProps('hidden', { type: 'checkbox' })}
          collectPhoneNumber={form.getInputProps('collectPhoneNumber', { type: 'checkbox' })}
        />
        <FormError message={checkInputs ? GROUP_MESSAGES.checkInputs : null} />
        <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} actions={actions} />
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => (saving ? undefined : setConfirming(null))}
        title="Save changes?"
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {GROUP_MESSAGES.hasBookings}
            </Text>
            <Text size="sm">
              Participants keep their places and see the new details on your booking page.
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={saving}>
              Cancel
            </Button>
            <Button
              loading={saving}
              onClick={async () => {
                if (confirming) await save(confirming);
                setConfirming(null);
              }}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
