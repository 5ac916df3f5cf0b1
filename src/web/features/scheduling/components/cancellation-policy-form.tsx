import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CancellationPolicy,
  type CancellationPolicyInput,
  cancellationPolicyInput,
} from '../../../../domain/scheduling/cancellation-policy';
import { FormError } from '../../../components/form-error';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { NoticeSection } from './notice-section';

const FIELDS = ['cancellationMinNotice', 'reschedulingMinNotice'];

interface CancellationPolicyFormProps {
  initialValues: CancellationPolicy;
  /** Whether the plan has cancellation rules; without them every notice is 0 (spec §6). */
  canSetNotice: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: (policy: CancellationPolicy) => Promise<unknown>;
}

export function CancellationPolicyForm({
  initialValues,
  canSetNotice,
  saving,
  error,
  onSubmit,
}: CancellationPolicyFormProps) {
  const form = useForm<CancellationPolicyInput>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(cancellationPolicyInput),
  });
  const { values } = form;

  const submit = form.onSubmit(async (raw) => {
    const input = canSetNotice ? raw : { ...raw, cancellationMinNotice: 0, reschedulingMinNotice: 0 };
    try {
      await onSubmit(cancellationPolicyInput.parse(input));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={apiFormErrors(error, FIELDS).message} />
        {canSetNotice ? null : <UpgradePrompt feature="cancellationRules" />}
        <NoticeSection
          title="Cancellation"
          switchLabel="Clients can cancel"
          enabled={!values.cancellationDisabled}
          onEnabledChange={(enabled) => form.setFieldValue('cancellationDisabled', !enabled)}
          notice={values.cancellationMinNotice ?? 0}
          onNoticeChange={(minutes) => form.setFieldValue('cancellationMinNotice', minutes)}
          noticeLocked={!canSetNotice}
          error={form.errors.cancellationMinNotice as string | undefined}
        />
        <Divider />
        <NoticeSection
          title="Rescheduling"
          switchLabel="Clients can reschedule"
          enabled={!values.reschedulingDisabled}
          onEnabledChange={(enabled) => form.setFieldValue('reschedulingDisabled', !enabled)}
          notice={values.reschedulingMinNotice ?? 0}
          onNoticeChange={(minutes) => form.setFieldValue('reschedulingMinNotice', minutes)}
          noticeLocked={!canSetNotice}
          error={form.errors.reschedulingMinNotice as string | undefined}
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
