import {
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  isImageAddress,
  SEO_DESCRIPTION_MAX,
  SEO_MESSAGES,
  SEO_TITLE_MAX,
  type SeoInput,
  type SeoView,
  seoInput,
} from '../../../../domain/booking-page/seo-input';
import { counted } from '../../../components/counted-field';
import { FormError } from '../../../components/form-error';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSaveSeo } from '../api/save-seo';
import { PreviewCard } from './preview-card';

const FIELDS = ['title', 'description', 'image', 'noIndex'];

const valuesOf = (view: SeoView): SeoInput => ({
  title: view.title ?? '',
  description: view.description ?? '',
  image: view.image ?? '',
  noIndex: view.noIndex,
});

/**
 * spec doc 2 §2 Booking page, SEO settings (issue 19): the title, description and social image
 * search results and link previews show of the booking page (empty: the page's own), and whether
 * search engines may list it. The preview shows a search result and a shared link's card.
 */
export function SeoForm({ view, pageUrl }: { view: SeoView; pageUrl: string }) {
  const save = useSaveSeo();
  const [savedMark, showSavedMark] = useSavedMark();
  const [failure, setFailure] = useState<string | null>(null);
  const [defaults, setDefaults] = useState(view.defaults);
  const form = useForm<SeoInput>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: zodValidate(seoInput),
  });
  const { values } = form;
  const shownTitle = values.title.trim() || defaults.title;
  const shownDescription = values.description.trim() || defaults.description;
  const typedImage = values.image.trim();
  const shownImage =
    typedImage && isImageAddress(typedImage) ? typedImage : typedImage ? null : defaults.image;

  const submit = form.onSubmit(async (raw) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(seoInput.parse(raw));
      setDefaults(saved.defaults);
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      showSavedMark();
    } catch (error) {
      const { fields } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(apiFormErrors(error, FIELDS).message ?? SEO_MESSAGES.saveFailed);
    }
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="seo-title">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={3} fz="lg" id="seo-title">
                Search and sharing
              </Title>
              <Text c="dimmed" size="sm">
                What search engines and shared links show of your booking page. Leave a field empty to use
                your page's own.
              </Text>
            </Stack>
            <FormError message={failure} />
            <TextInput
              label="Title"
              placeholder={defaults.title}
              maxLength={SEO_TITLE_MAX + 20}
              {...form.getInputProps('title')}
              {...counted(values.title.trim().length, SEO_TITLE_MAX)}
            />
            <Textarea
              label="Description"
              placeholder={defaults.description}
              autosize
              minRows={3}
              maxLength={SEO_DESCRIPTION_MAX + 40}
              {...form.getInputProps('description')}
              {...counted(values.description.trim().length, SEO_DESCRIPTION_MAX)}
            />
            <TextInput
              label="Social image"
              description="The address of an image shown when your page is shared (1200 × 630 pixels works best)."
              placeholder={defaults.image ?? 'https://'}
              type="url"
              {...form.getInputProps('image')}
            />
            <Switch
              label="Hide my booking page from search engines"
              description="Adds noindex to your pages and leaves them out of the sitemap. People with the link can still book."
              {...form.getInputProps('noIndex', { type: 'checkbox' })}
            />
            <Group justify="flex-end" gap="sm">
              <SavedMark shown={savedMark} />
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <PreviewCard>
        <Stack gap="md">
          {values.noIndex ? (
            <Text size="sm" c="dimmed" data-testid="seo-preview-hidden">
              Search engines are asked not to list this page.
            </Text>
          ) : (
            <Box data-testid="seo-preview-search">
              <Text size="xs" c="dimmed" truncate>
                {pageUrl}
              </Text>
              <Text c="blue.8" fz="lg" lineClamp={1}>
                {shownTitle}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {shownDescription}
              </Text>
            </Box>
          )}
          <Box
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10, overflow: 'hidden' }}
          >
            <SocialImage key={shownImage ?? ''} src={shownImage} />
            <Stack gap={2} p="sm">
              <Text size="xs" c="dimmed" truncate>
                {new URL(pageUrl).host}
              </Text>
              <Text fw={600} size="sm" lineClamp={1} data-testid="seo-preview-title">
                {shownTitle}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {shownDescription}
              </Text>
            </Stack>
          </Box>
        </Stack>
      </PreviewCard>
    </SimpleGrid>
  );
}

/** The shared link's image, or a plain band (no image, or one that cannot be loaded here). */
function SocialImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) return <Image src={src} alt="" h={160} fit="cover" onError={() => setFailed(true)} />;
  return (
    <Box
      h={src ? 160 : 80}
      bg="gray.1"
      p="sm"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {src ? (
        <Text size="xs" c="dimmed" ta="center">
          The image could not be loaded here. Check that the address opens in your browser.
        </Text>
      ) : null}
    </Box>
  );
}
