import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type ApiKeyInput, apiKeyInput } from '../../../../domain/integrations/api-key-input';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';

/** issue 15: a new API key needs only a name, to tell keys apart later. */
export function CreateApiKeyForm({ onSubmit }: { onSubmit: (input: ApiKeyInput) => Promise<unknown> }) {
  const form = useForm<ApiKeyInput>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: zodValidate(apiKeyInput),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(apiKeyInput.parse(values));
      form.reset();
    } catch (error) {
      const { fields, message } = apiFormErrors(error, ['name']);
      form.setErrors(fields);
      setFailure(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New API key">
      <Stack gap="xs">
        <FormError message={failure} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Key name"
            placeholder="Name, e.g. Zapier"
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={form.submitting} style={{ flexShrink: 0 }}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
