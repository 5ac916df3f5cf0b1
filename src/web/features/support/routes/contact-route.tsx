import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type ContactInput, contactInput } from '../../../../domain/support/contact-input';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS } from '../../../../domain/support/contact-rules';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { SupportLayout } from '../components/support-layout';

const FIELDS = ['name', 'email', 'topic', 'message'];
const EMPTY = { name: '', email: '', topic: 'question', message: '' } as ContactInput;

/** /contact: a message to the support team by email, with a receipt to the sender. */
export function ContactRoute() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidate(contactInput),
  });

  const submit = form.onSubmit(async (raw) => {
    setFailure(null);
    try {
      const res = await send.mutateAsync(contactInput.parse(raw));
      setSent(res.message);
      form.reset();
    } catch (error) {
      const { fields, message } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      setFailure(message);
    }
  });

  return (
    <SupportLayout
      title="Contact us"
      intro="Questions about your account, payments or plans? Write to us: a person on the Slotwise team answers within one business day."
    >
      <Card withBorder radius="lg" padding="lg">
        {sent ? (
          <Stack gap="md">
            <Alert color="teal" title="Message sent" role="status">
              {sent}
            </Alert>
            <Group>
              <Button variant="light" onClick={() => setSent(null)}>
                Send another message
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormError message={failure} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Your name" autoComplete="name" {...form.getInputProps('name')} />
                <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
              </SimpleGrid>
              <Select
                label="Topic"
                data={CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.label }))}
                allowDeselect={false}
                {...form.getInputProps('topic')}
              />
              <Textarea
                label="Message"
                autosize
                minRows={5}
                maxRows={14}
                description={`${form.values.message.length} / ${CONTACT_MESSAGE_MAX}`}
                {...form.getInputProps('message')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending}>
                  Send message
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                We use your email only to answer you.
              </Text>
            </Stack>
          </form>
        )}
      </Card>
    </SupportLayout>
  );
}
