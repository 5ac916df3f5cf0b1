import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  ACTION_KIND_LABELS,
  ACTION_KINDS,
  type ActionKind,
  type WorkflowType,
} from '../../../../domain/automation/triggers';
import { type ActionInput, actionInput, WORKFLOW_LIMITS } from '../../../../domain/automation/workflow-input';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import {
  type ActionFormValues,
  actionFieldPaths,
  toActionInput,
  validateActionForm,
} from './action-form-values';
import { ActionTimingFields } from './action-timing-fields';
import { ConditionGroupFields } from './condition-group-fields';
import { MessageField } from './message-field';
import { workflowFailure } from './workflow-labels';

const KIND_DATA = ACTION_KINDS.map((value) => ({ value, label: ACTION_KIND_LABELS[value] }));

interface ActionFormProps {
  type: WorkflowType;
  initialValues: ActionFormValues;
  submitLabel: string;
  onSubmit: (input: ActionInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * spec (§5): one action: what it does, when (trigger and offset), its message or description and,
 * on a package workflow, its conditions. Checked with the shared schema; the server's field
 * messages land on the same fields.
 */
export function ActionForm({ type, initialValues, submitLabel, onSubmit, onCancel }: ActionFormProps) {
  const form = useForm<ActionFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateActionForm(type),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { kind, message, description } = form.values;
  const isEmail = kind.startsWith('email');

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(actionInput(type).parse(toActionInput(values)));
    } catch (error) {
      const paths = actionFieldPaths(values);
      const fields =
        error instanceof ApiError && error.fields
          ? Object.fromEntries(Object.entries(error.fields).filter(([path]) => paths.includes(path)))
          : {};
      form.setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : workflowFailure(error, 'action'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Action">
      <Stack gap="md">
        <FormError message={failure} />
        <Select
          label="Action"
          data={KIND_DATA}
          allowDeselect={false}
          value={kind}
          error={form.errors.kind}
          onChange={(value) => value && form.setFieldValue('kind', value as ActionKind)}
        />
        <ActionTimingFields form={form} type={type} />
        {kind === 'automation' ? (
          <TextInput
            label="Description"
            description="Optional: what this trigger starts in your other tools"
            {...form.getInputProps('description')}
            {...counted(description.length, WORKFLOW_LIMITS.descriptionMax)}
          />
        ) : (
          <MessageField
            type={type}
            value={message}
            onChange={(value) => form.setFieldValue('message', value)}
            error={form.errors.message}
            max={isEmail ? WORKFLOW_LIMITS.emailMax : WORKFLOW_LIMITS.reminderMax}
            required={isEmail}
          />
        )}
        {type === 'package' ? <ConditionGroupFields form={form} /> : null}
        <FormActions submitLabel={submitLabel} saving={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
