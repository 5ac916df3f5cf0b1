import {
  Avatar,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { PageImageView } from '../../../../domain/booking-page/page-images';
import {
  BOOKING_PAGE_MESSAGES,
  COVER_ALT_MAX,
  DESCRIPTION_MAX,
  HEADLINE_MAX,
  type UpdateBookingPageInput,
  updateBookingPageInput,
} from '../../../../domain/booking-page/update-booking-page-input';
import { EMPTY_RICH_TEXT, isRichTextEmpty, type RichTextDoc } from '../../../../domain/rich-text/rich-text';
import { FormError } from '../../../components/form-error';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import type { BookingPage } from '../api/create-booking-page';
import { useUpdateBookingPage } from '../api/update-booking-page';
import { BookingUrlInput, useSlugStatus } from './booking-url-input';
import { PageImageCard } from './page-image-card';
import { PreviewCard } from './preview-card';

const FIELDS = ['slug', 'displayName', 'firstName', 'lastName', 'headline', 'description', 'coverAlt'];

const valuesOf = (page: BookingPage): UpdateBookingPageInput => ({
  slug: page.slug,
  displayName: page.displayName,
  firstName: page.firstName,
  lastName: page.lastName,
  headline: page.headline ?? '',
  description: page.description ?? EMPTY_RICH_TEXT,
  coverAlt: page.coverAlt,
});

/**
 * spec doc 2 §2 Booking page, the Page tab (issue 19): the page's address (a change keeps the
 * old address redirecting to the new one), the names clients see and a headline, with a preview
 * of the top of the page beside the form. Save is enabled once something changed.
 */
export function PageForm({ page, photoUrl }: { page: BookingPage; photoUrl: string | null }) {
  const save = useUpdateBookingPage();
  const [savedMark, showSavedMark] = useSavedMark();
  const form = useForm<UpdateBookingPageInput>({
    mode: 'controlled',
    initialValues: valuesOf(page),
    validate: zodValidate(updateBookingPageInput),
  });
  const { values } = form;
  const status = useSlugStatus(values.slug, page.slug);
  // A new or removed cover comes without the words of the old one (the server drops them): the
  // field follows, without touching the rest of the form.
  const coverUrl = page.cover?.url ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the cover itself changes
  useEffect(() => {
    form.setInitialValues({ ...form.getInitialValues(), coverAlt: page.coverAlt });
    form.setFieldValue('coverAlt', page.coverAlt);
  }, [coverUrl]);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (raw) => {
    setFailure(null);
    const input = updateBookingPageInput.parse(raw);
    try {
      const saved = await save.mutateAsync(input);
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      showSavedMark();
    } catch (error) {
      const { fields } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(
          input.slug === page.slug ? BOOKING_PAGE_MESSAGES.saveFailed : BOOKING_PAGE_MESSAGES.urlSaveFailed,
        );
    }
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <PageImageCard
          title="Cover image"
          label="Cover image"
          description="A wide image across the top of your booking page, shown at 4:1 (1600 × 400 pixels)."
          path="/booking-page/cover"
          image={page.cover}
          aspectRatio="4 / 1"
        />
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="page-form-title">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={3} fz="lg" id="page-form-title">
                Page
              </Title>
              <FormError message={failure} />
              <BookingUrlInput
                status={status}
                inputProps={form.getInputProps('slug')}
                onValue={(value) => form.setFieldValue('slug', value)}
              />
              {values.slug !== page.slug ? (
                <Text size="xs" c="dimmed" mt={-8}>
                  Links to /{page.slug} will keep working: they lead to the new address.
                </Text>
              ) : null}
              <TextInput
                label="Display name"
                description="The name at the top of your booking page"
                autoComplete="off"
                {...form.getInputProps('displayName')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="First name"
                  autoComplete="given-name"
                  {...form.getInputProps('firstName')}
                />
                <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <Textarea
                label="Headline"
                description={`One line under your name, up to ${HEADLINE_MAX} characters`}
                autosize
                minRows={2}
                maxLength={HEADLINE_MAX + 20}
                {...form.getInputProps('headline')}
              />
              <RichTextEditor
                label="Description"
                description="About you and how you work, under your headline"
                placeholder="Who you help, how you work, what clients can expect"
                value={values.description ?? null}
                onChange={(doc) => form.setFieldValue('description', doc)}
                error={form.errors.description}
                maxLength={DESCRIPTION_MAX}
              />
              {page.cover ? (
                <TextInput
                  label="Cover image description"
                  description="What the cover shows, for people who cannot see it. Leave empty if it is only decoration."
                  autoComplete="off"
                  maxLength={COVER_ALT_MAX + 20}
                  {...form.getInputProps('coverAlt')}
                />
              ) : null}
              <Group justify="flex-end" gap="sm">
                <SavedMark shown={savedMark} />
                <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
      <PagePreview
        cover={page.cover}
        photoUrl={photoUrl}
        displayName={values.displayName}
        headline={values.headline}
        description={values.description ?? null}
        address={`${window.location.host}/${values.slug}`}
      />
    </SimpleGrid>
  );
}

/** The top of the public page as it will look, following the form as the expert types. */
function PagePreview(props: {
  cover: PageImageView | null;
  photoUrl: string | null;
  displayName: string;
  headline: string;
  description: RichTextDoc | null;
  address: string;
}) {
  return (
    <PreviewCard>
      <Stack
        gap={6}
        align="center"
        ta="center"
        pb="md"
        bg="gray.0"
        style={{ borderRadius: 12, overflow: 'hidden' }}
      >
        {props.cover ? (
          <Image
            src={props.cover.smallUrl}
            width={props.cover.width / 2}
            height={props.cover.height / 2}
            alt=""
            w="100%"
            h="auto"
            style={{ aspectRatio: '4 / 1' }}
            data-testid="preview-cover"
          />
        ) : (
          <Box h={28} />
        )}
        <Avatar
          src={props.photoUrl}
          name={props.displayName}
          size={88}
          radius={999}
          color="indigo"
          mt={props.cover ? -44 : 0}
          style={{ border: '3px solid var(--mantine-color-white)' }}
        />
        <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }} data-testid="preview-name">
          {props.displayName.trim() || ' '}
        </Text>
        {props.headline.trim() ? (
          <Text
            c="dimmed"
            size="sm"
            maw={360}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="preview-headline"
          >
            {props.headline.trim()}
          </Text>
        ) : null}
        {props.description && !isRichTextEmpty(props.description) ? (
          <RichTextView
            value={props.description}
            maw={400}
            ta="left"
            px="md"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="preview-description"
          />
        ) : null}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.address}
        </Text>
      </Stack>
    </PreviewCard>
  );
}
