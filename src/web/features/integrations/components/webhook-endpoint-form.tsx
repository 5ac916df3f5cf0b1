import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_INFO,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../../domain/integrations/events';
import {
  WEBHOOK_LIMITS,
  type WebhookEndpointValues,
  webhookEndpointInput,
} from '../../../../domain/integrations/webhook-input';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';

export type WebhookFormValues = {
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
};

export const NEW_WEBHOOK_VALUES: WebhookFormValues = { url: '', description: '', events: [], enabled: true };

interface WebhookEndpointFormProps {
  initialValues?: WebhookFormValues;
  submitLabel: string;
  onSubmit: (input: WebhookEndpointValues) => Promise<unknown>;
  onCancel: () => void;
}

const FIELDS = ['url', 'events', 'description'] as const;

/** issue 15: an outgoing webhook: where it goes, a note for the expert, and which events. */
export function WebhookEndpointForm({
  initialValues = NEW_WEBHOOK_VALUES,
  submitLabel,
  onSubmit,
  onCancel,
}: WebhookEndpointFormProps) {
  const form = useForm<WebhookFormValues>({
    mode: 'controlled',
    initialValues,
    validate: zodValidate(webhookEndpointInput),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(webhookEndpointInput.parse(values));
    } catch (error) {
      const { fields, message } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      setFailure(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Webhook endpoint">
      <Stack gap="lg">
        <FormError message={failure} />
        <TextInput
          label="Endpoint URL"
          description="The address that receives the events, from your app or automation platform."
          placeholder="https://example.com/webhooks/slotwise"
          type="url"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label="Description"
          description="Optional: a note for you, e.g. 'Client CRM'."
          autoComplete="off"
          {...form.getInputProps('description')}
          {...counted(form.values.description.length, WEBHOOK_LIMITS.descriptionMax)}
        />
        <Checkbox.Group
          label="Events to send"
          description="Choose what this endpoint hears about."
          {...form.getInputProps('events')}
          onChange={(value) => form.setFieldValue('events', value as WebhookEvent[])}
        >
          <Stack gap="sm" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={
                  <Text span size="sm" fw={500}>
                    {WEBHOOK_EVENT_INFO[event].label}{' '}
                    <Text span size="xs" c="dimmed" ff="monospace">
                      {event}
                    </Text>
                  </Text>
                }
                description={WEBHOOK_EVENT_INFO[event].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormActions submitLabel={submitLabel} saving={form.submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
