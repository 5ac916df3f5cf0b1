import { Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import type { WorkflowType } from '../../../../domain/automation/triggers';
import {
  WORKFLOW_LIMITS,
  type WorkflowInput,
  workflowInput,
} from '../../../../domain/automation/workflow-input';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { workflowFailure } from './workflow-labels';

const TYPE_CHOICES: Array<{ value: WorkflowType; label: string; description: string }> = [
  {
    value: 'session',
    label: 'Sessions',
    description: 'Runs around each booked session: reminders before it starts, follow-ups after it ends.',
  },
  {
    value: 'package',
    label: 'Packages',
    description: 'Runs around each bought package: a welcome, a nudge before it expires.',
  },
];

interface WorkflowFormProps {
  initialValues?: WorkflowInput;
  /** Renaming keeps the type: a session workflow's actions make no sense on a package. */
  typeLocked?: boolean;
  submitLabel: string;
  cancelLabel?: string;
  onSubmit: (input: WorkflowInput) => Promise<unknown>;
  onCancel: () => void;
  actions?: ReactNode;
}

/** spec (§5, Workflow form): the name (3–80) and, when creating, the type. */
export function WorkflowForm({
  initialValues = { name: '', type: 'session' },
  typeLocked = false,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  actions,
}: WorkflowFormProps) {
  const form = useForm<WorkflowInput>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(workflowInput),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(workflowInput.parse(values));
    } catch (error) {
      const { fields } = apiFormErrors(error, ['name', 'type']);
      form.setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : workflowFailure(error, 'workflow'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={failure} />
        <TextInput
          label="Name"
          description="Only you see it, e.g. 'Session reminders'."
          autoComplete="off"
          {...form.getInputProps('name')}
          {...counted(form.values.name.length, WORKFLOW_LIMITS.nameMax)}
        />
        {typeLocked ? null : (
          <Radio.Group
            label="Runs for"
            value={form.values.type}
            onChange={(value) => form.setFieldValue('type', value as WorkflowType)}
          >
            <Stack gap="sm" mt={8}>
              {TYPE_CHOICES.map((choice) => (
                <Radio
                  key={choice.value}
                  value={choice.value}
                  label={choice.label}
                  description={choice.description}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <FormActions
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          saving={form.submitting}
          onCancel={onCancel}
          actions={actions}
        />
      </Stack>
    </form>
  );
}
