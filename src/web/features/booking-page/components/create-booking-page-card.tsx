import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  type CreateBookingPageInput,
  createBookingPageInput,
} from '../../../../domain/booking-page/create-booking-page-input';
import { suggestSlug } from '../../../../domain/booking-page/slug';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { type BookingPage, useCreateBookingPage } from '../api/create-booking-page';
import { BookingUrlInput, useSlugStatus } from './booking-url-input';

const FIELDS = ['firstName', 'lastName', 'slug'];

interface CreateBookingPageCardProps {
  firstName: string;
  lastName: string;
  /** Refreshes whatever decides that the page now exists; the card waits for it. */
  onCreated: (page: BookingPage) => Promise<unknown>;
}

export function CreateBookingPageCard({ firstName, lastName, onCreated }: CreateBookingPageCardProps) {
  const [slugEdited, setSlugEdited] = useState(false);
  const create = useCreateBookingPage({ onSuccess: onCreated });
  const form = useForm<CreateBookingPageInput>({
    mode: 'controlled',
    initialValues: { firstName, lastName, slug: suggestSlug(firstName, lastName) },
    validate: zodValidate(createBookingPageInput),
  });
  const { values } = form;

  // The suggestion follows the names until the expert types their own URL.
  const setName = (field: 'firstName' | 'lastName', value: string) => {
    form.setFieldValue(field, value);
    if (slugEdited) return;
    const names = { ...values, [field]: value };
    form.setFieldValue('slug', suggestSlug(names.firstName, names.lastName));
  };

  const status = useSlugStatus(values.slug);

  const submit = form.onSubmit((raw) => {
    create.mutate(createBookingPageInput.parse(raw), {
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="create-booking-page-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="create-booking-page-title">
              Create booking page
            </Title>
            <Text c="dimmed" size="sm">
              Your booking page is where clients pick a time and pay for sessions with you. Choose the name
              they will see and a short address you can share anywhere.
            </Text>
          </Stack>
          <FormError message={apiFormErrors(create.error, FIELDS).message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
              onChange={(event) => setName('firstName', event.currentTarget.value)}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
              onChange={(event) => setName('lastName', event.currentTarget.value)}
            />
          </SimpleGrid>
          <BookingUrlInput
            status={status}
            inputProps={form.getInputProps('slug')}
            onValue={(value) => {
              setSlugEdited(true);
              form.setFieldValue('slug', value);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create booking page
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
