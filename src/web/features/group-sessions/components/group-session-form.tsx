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
import { type ReactNode, useMemo, useState } from 'react';
import { GROUP_MESSAGES, groupLimits } from '../../../../domain/group-sessions/group-session-fields';
import {
  type GroupSessionInput,
  groupSessionInput,
} from '../../../../domain/group-sessions/group-session-input';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { canUse } from '../../../../domain/plans/access';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { apiFormErrors } from '../../../lib/zod-form';
import { fromLocalInputValue } from '../../scheduling/time-off-dates';
import { type NumberValue, numberOrUndefined, overPriceLimit } from './form-values';
import { GroupFormFooter } from './group-form-footer';
import { TimeConflicts } from './time-conflicts';
import { titleCounter } from './title-counter';
import { useGroupForm } from './use-group-form';

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
  'workflowsIds',
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
  workflowsIds: string[];
}

interface GroupSessionFormProps {
  initialValues: GroupSessionFormValues;
  currency: string;
  planId: string;
  zone: string;
  /** When editing: the session, its stored start (which may stay even once past) and the places booked. */
  editing?: { id: string; start: string; booked: number };
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
      workflowsIds: values.workflowsIds,
    }) as GroupSessionInput;

  const { form, checkInputs, save, submit } = useGroupForm({
    initialValues,
    schema,
    toInput,
    fields: FIELDS,
    onSubmit,
  });
  const [confirming, setConfirming] = useState<GroupSessionInput | null>(null);
  const { values } = form;

  const onFormSubmit = submit(async (input) => {
    if (locked) setConfirming(input);
    else await save(input);
  });

  const groupSize = numberOrUndefined(values.groupSizeMax) ?? 0;
  const overSessionLimits =
    !canUse(planId, 'largeSessionLimits') &&
    (values.title.trim().length > limits.titleMax || groupSize > limits.groupSizeMax);

  return (
    <form onSubmit={onFormSubmit} noValidate>
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
        {locked ? null : (
          <TimeConflicts
            start={Date.parse(fromLocalInputValue(values.start, zone))}
            end={Date.parse(fromLocalInputValue(values.end, zone))}
            zone={zone}
            sessionId={editing?.id}
          />
        )}
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
        <GroupFormFooter
          form={form}
          overSessionLimits={overSessionLimits}
          overPriceLimit={overPriceLimit(planId, values.price, currency, 'groupSession')}
          checkInputs={checkInputs}
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
          actions={actions}
        />
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
