import { Box, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  type CreateBookingPageInput,
  createBookingPageInput,
} from '../../../../domain/booking-page/create-booking-page-input';
import { SLUG_TAKEN_MESSAGE, suggestSlug } from '../../../../domain/booking-page/slug';
import { FormError } from '../../../components/form-error';
import { CheckIcon } from '../../../components/icons';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSlugAvailability } from '../api/check-slug-availability';
import { type BookingPage, useCreateBookingPage } from '../api/create-booking-page';
import classes from './create-booking-page-card.module.css';
import { SLUG_AVAILABLE_MESSAGE, slugStatus, slugToCheck } from './slug-status';

const SLUG_CHECK_DEBOUNCE_MS = 400;
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

  const [debouncedSlug] = useDebouncedValue(values.slug, SLUG_CHECK_DEBOUNCE_MS);
  const { slug: checkedSlug, localError } = slugToCheck(debouncedSlug);
  const availability = useSlugAvailability(checkedSlug);
  const status = slugStatus({
    typing: debouncedSlug !== values.slug,
    localError,
    checkedSlug,
    isFetching: availability.isFetching,
    data: availability.data,
    error: availability.error,
  });

  const compact = useMediaQuery('(max-width: 30em)');
  const prefix = `${compact ? window.location.host : window.location.origin}/`;

  const submit = form.onSubmit((raw) => {
    create.mutate(createBookingPageInput.parse(raw), {
      onError: (error) => {
        form.setErrors(apiFormErrors(error, FIELDS).fields);
      },
    });
  });

  const slugError =
    form.errors.slug ?? (status.kind === 'unavailable' ? status.message || SLUG_TAKEN_MESSAGE : null);
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
          <TextInput
            label="Booking page URL"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // The site address sits in front of the field, so it reads as one link.
            inputContainer={(input) => (
              <Group gap={0} wrap="nowrap" align="flex-start">
                <Text component="span" size="sm" c="dimmed" className={classes.prefix}>
                  {prefix}
                </Text>
                <Box flex={1} miw={0}>
                  {input}
                </Box>
              </Group>
            )}
            classNames={{ input: classes.prefixedInput }}
            rightSection={
              status.kind === 'checking' ? <Loader size="xs" aria-label="Checking the URL" /> : null
            }
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugEdited(true);
              form.setFieldValue('slug', event.currentTarget.value.toLowerCase());
            }}
            error={slugError}
            success={
              status.kind === 'available' && !slugError ? (
                <Group component="span" gap={4} wrap="nowrap">
                  <CheckIcon size={14} />
                  {SLUG_AVAILABLE_MESSAGE}
                </Group>
              ) : null
            }
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
