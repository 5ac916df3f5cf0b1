import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { CurrencyCode } from '../../../../domain/money/currencies';
import type { AvailabilityView } from '../../../../domain/scheduling/availability-view';
import { weeklyHoursSummary } from '../../../../domain/scheduling/weekly-hours-summary';
import {
  SERVICE_TITLE_MAX,
  type ServiceFields,
  serviceInput,
} from '../../../../domain/services/service-input';
import { BookingOptionSwitches } from '../../../components/booking-option-switches';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { ApiError } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { WorkflowsCard } from '../../automation/components/workflows-field';
import { LocationSelect } from '../../locations/components/location-select';
import {
  SCHEDULING_RULES_FIELDS,
  SchedulingRulesFields,
} from '../../scheduling/components/scheduling-rules-fields';
import { SCHEDULING_RULES_PATH } from '../../scheduling/paths';
import { type ServiceFormValues, toServiceInput } from '../service-form-values';
import { DurationField } from './duration-field';

const FIELDS = [
  'title',
  'description',
  'duration',
  'price',
  'availabilityId',
  'locationType',
  'locationId',
  'hidden',
  'collectPhoneNumber',
  'customSchedulingRules',
  'workflowsIds',
  ...SCHEDULING_RULES_FIELDS.map((field) => `customSchedulingRules.${field}`),
];

function counter(length: number, max: number) {
  return (
    <Text size="xs" c={length > max ? 'red' : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {`${length}/${max}`}
    </Text>
  );
}

interface ServiceFormProps {
  currency: CurrencyCode;
  initialValues: ServiceFormValues;
  /** The plan's increased price limit: the cap is five times higher (spec §6). */
  increasedPriceLimit: boolean;
  /** The expert's availabilities; undefined while they load or when they failed to load. */
  availabilities: readonly AvailabilityView[] | undefined;
  availabilitiesFailed: boolean;
  /** The availability saved on the service, offered even before the list has loaded. */
  currentAvailability: { id: string; name: string };
  submitLabel: string;
  saving: boolean;
  error: unknown;
  /** spec §8: what a failed save says when the API gives no reason of its own. */
  failureMessage: string;
  onSubmit: (input: ServiceFields) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions at the start of the button row (Delete on the edit screen). */
  actions?: ReactNode;
}

export function ServiceForm(props: ServiceFormProps) {
  const { currency, increasedPriceLimit, saving } = props;
  const schema = useMemo(
    () => serviceInput(currency, { increasedPriceLimit }),
    [currency, increasedPriceLimit],
  );
  const form = useForm<ServiceFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: (values) => zodValidate(schema)(toServiceInput(values)),
  });
  const { values } = form;

  const submit = form.onSubmit(async (raw) => {
    try {
      await props.onSubmit(schema.parse(toServiceInput(raw)));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  // Field messages go under their fields; a failure without one is said under the form, in the
  // API's words for a refusal and in the spec's words for anything unexpected.
  const failure = apiFormErrors(props.error, FIELDS).message;
  const formError =
    failure && props.error instanceof ApiError && props.error.status >= 400 && props.error.status < 500
      ? failure
      : failure && props.failureMessage;

  const availabilityOptions = (props.availabilities ?? [props.currentAvailability]).map((a) => ({
    value: a.id,
    label: a.name,
  }));
  const selected = props.availabilities?.find((a) => a.id === values.availabilityId);
  const priceError = form.errors.price;
  const overCap = typeof priceError === 'string' && priceError.startsWith("That's too much!");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="e.g. Career coaching"
          autoComplete="off"
          {...form.getInputProps('title')}
          rightSection={counter(values.title.trim().length, SERVICE_TITLE_MAX)}
          rightSectionWidth={56}
          disabled={saving}
        />
        <Textarea
          label="Description"
          description="What clients get from this session. Shown on your booking page."
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
          disabled={saving}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DurationField
            value={values.duration}
            onChange={(minutes) => form.setFieldValue('duration', minutes)}
            error={form.errors.duration}
            disabled={saving}
          />
          <PriceInput
            currency={currency}
            description="Use 0 for a free session"
            {...form.getInputProps('price')}
            disabled={saving}
          />
        </SimpleGrid>
        {overCap && !increasedPriceLimit ? <UpgradePrompt feature="increasedPriceLimit" /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Availability"
            description={
              selected
                ? `${weeklyHoursSummary(selected.weeklyPeriods)} · ${selected.timeZone.replaceAll('_', ' ')}`
                : 'The weekly hours clients can book it in'
            }
            data={availabilityOptions}
            {...form.getInputProps('availabilityId')}
            allowDeselect={false}
            disabled={saving}
            error={
              form.errors.availabilityId ??
              (props.availabilitiesFailed ? 'Cannot load your availabilities' : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
          <LocationSelect
            value={{ locationType: values.locationType, locationId: values.locationId }}
            onChange={(choice) => {
              form.setFieldValue('locationType', choice.locationType);
              form.setFieldValue('locationId', choice.locationId);
              form.clearFieldError('locationId');
              form.clearFieldError('locationType');
            }}
            error={form.errors.locationId ?? form.errors.locationType}
            disabled={saving}
          />
        </SimpleGrid>
        <BookingOptionSwitches
          hidden={form.getInputProps('hidden', { type: 'checkbox' })}
          collectPhoneNumber={form.getInputProps('collectPhoneNumber', { type: 'checkbox' })}
          disabled={saving}
        >
          <Switch
            label="Use custom scheduling rules"
            description={
              <>
                Replace your{' '}
                <Anchor component={Link} to={SCHEDULING_RULES_PATH} size="xs">
                  scheduling rules
                </Anchor>{' '}
                for this service only.
              </>
            }
            {...form.getInputProps('useCustomRules', { type: 'checkbox' })}
            disabled={saving}
          />
        </BookingOptionSwitches>
        {values.useCustomRules ? (
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="gray.0"
            component="section"
            aria-label="Custom scheduling rules"
          >
            <SchedulingRulesFields
              value={values.customSchedulingRules}
              onChange={(next) => {
                form.setFieldValue('customSchedulingRules', next);
                for (const field of SCHEDULING_RULES_FIELDS)
                  form.clearFieldError(`customSchedulingRules.${field}`);
              }}
              error={(field) => form.errors[`customSchedulingRules.${field}`]}
              disabled={saving}
              headingOrder={3}
            />
          </Paper>
        ) : null}
        <WorkflowsCard type="session" form={form} disabled={saving} />
        <FormError message={formError} />
        <Group justify={props.actions ? 'space-between' : 'flex-end'} gap="sm">
          {props.actions}
          <Group gap="sm">
            <Button variant="default" onClick={props.onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {props.submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
