import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SchedulingRules, schedulingRulesInput } from '../../../../domain/scheduling/scheduling-rules';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import {
  SCHEDULING_RULES_FIELDS,
  SchedulingRulesFields,
  type SchedulingRulesFormValues,
} from './scheduling-rules-fields';

interface SchedulingRulesFormProps {
  initialValues: SchedulingRules;
  saving: boolean;
  /** The failed save, if any: field messages go under the fields, anything else above them. */
  error: unknown;
  onSubmit: (rules: SchedulingRules) => Promise<unknown>;
}

export function SchedulingRulesForm({ initialValues, saving, error, onSubmit }: SchedulingRulesFormProps) {
  const form = useForm<SchedulingRulesFormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(schedulingRulesInput),
  });

  const submit = form.onSubmit(async (raw) => {
    try {
      const rules = schedulingRulesInput.parse(raw);
      await onSubmit(rules);
      form.resetDirty(rules);
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, SCHEDULING_RULES_FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={apiFormErrors(error, SCHEDULING_RULES_FIELDS).message} />
        <SchedulingRulesFields
          value={form.values}
          onChange={(next) => {
            form.setValues(next);
            form.clearErrors();
          }}
          error={(field) => form.errors[field]}
          disabled={saving}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
