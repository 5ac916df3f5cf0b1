import { Alert, Box, Button, Card, ColorInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BrandingInput, brandingInput } from '../../../../domain/booking-page/branding-input';
import {
  COLOR_MAX_LENGTH,
  DEFAULT_ACCENT,
  DEFAULT_BACKGROUND,
  HEX_COLOR,
  readableText,
  textOn,
} from '../../../../domain/booking-page/colors';
import { FormError } from '../../../components/form-error';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import type { BookingPage } from '../api/create-booking-page';
import { useSaveBranding } from '../api/save-branding';
import { PreviewCard } from './preview-card';

const FIELDS = ['accentColor', 'backgroundColor'];
const SWATCHES = ['#3b5bdb', '#0b7285', '#2b8a3e', '#e8590c', '#c2255c', '#5f3dc4', '#212529', '#f8f9fa'];
export const UNREADABLE_COLOR = 'Text on this colour may be hard to read (below WCAG AA contrast).';

const valuesOf = (page: BookingPage): BrandingInput => ({
  accentColor: page.accentColor ?? '',
  backgroundColor: page.backgroundColor ?? '',
});

/**
 * spec doc 2 §2 Booking page, Branding (issue 19): the accent (buttons and links) and the
 * background behind the cards, '#hex' or empty (both empty: the standard look). A preview shows
 * them with the text colour the public pages pick, and warns when even that fails WCAG AA.
 */
export function BrandingForm({ page }: { page: BookingPage }) {
  const save = useSaveBranding();
  const [savedMark, showSavedMark] = useSavedMark();
  const form = useForm<BrandingInput>({
    mode: 'controlled',
    initialValues: valuesOf(page),
    validate: zodValidate(brandingInput),
  });
  const { values } = form;
  const shown = (value: string, fallback: string) => (HEX_COLOR.test(value.trim()) ? value.trim() : fallback);
  const accent = shown(values.accentColor, DEFAULT_ACCENT);
  const background = shown(values.backgroundColor, DEFAULT_BACKGROUND);

  const submit = form.onSubmit(async (raw) => {
    try {
      const saved = await save.mutateAsync(brandingInput.parse(raw));
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      showSavedMark();
    } catch (error) {
      form.setErrors(apiFormErrors(error, FIELDS).fields);
    }
  });

  const colorInput = (field: 'accentColor' | 'backgroundColor', label: string, description: string) => (
    <ColorInput
      label={label}
      description={description}
      placeholder="None"
      format="hex"
      swatches={SWATCHES}
      maxLength={COLOR_MAX_LENGTH}
      // What was typed stays (a wrong one shows the format message) instead of reverting on blur.
      fixOnBlur={false}
      {...form.getInputProps(field)}
      // spec §5: text entry is cut to 7 characters.
      onChange={(value) => form.setFieldValue(field, value.slice(0, COLOR_MAX_LENGTH))}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="branding-title">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={3} fz="lg" id="branding-title">
                Colours
              </Title>
              <Text c="dimmed" size="sm">
                Your booking, service, package and session pages use these colours. Leave both empty for the
                standard look.
              </Text>
            </Stack>
            <FormError message={apiFormErrors(save.error, FIELDS).message} />
            {colorInput('accentColor', 'Accent colour', 'Buttons, links and highlights')}
            {colorInput('backgroundColor', 'Background colour', 'Behind the cards of your pages')}
            <Group justify="space-between" gap="sm">
              <Button
                variant="subtle"
                onClick={() => form.setValues({ accentColor: '', backgroundColor: '' })}
                disabled={values.accentColor === '' && values.backgroundColor === ''}
              >
                Use the standard colours
              </Button>
              <Group gap="sm">
                <SavedMark shown={savedMark} />
                <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Card>
      <PreviewCard>
        <Box p="lg" style={{ background, borderRadius: 12 }} data-testid="branding-preview">
          <Stack gap="sm" p="md" bg="white" style={{ borderRadius: 10 }}>
            <Text fw={700}>{page.displayName}</Text>
            <Text size="sm" c="dimmed">
              60-minute coaching session
            </Text>
            <Box
              component="span"
              px="md"
              py={8}
              fw={600}
              fz="sm"
              style={{
                background: accent,
                color: textOn(accent),
                borderRadius: 8,
                alignSelf: 'flex-start',
              }}
            >
              Book
            </Box>
          </Stack>
          <Text size="xs" mt="sm" ta="center" style={{ color: textOn(background) }}>
            Scheduling by Slotwise
          </Text>
        </Box>
        {!readableText(accent) || !readableText(background) ? (
          <Alert color="yellow" variant="light">
            {UNREADABLE_COLOR}
          </Alert>
        ) : null}
      </PreviewCard>
    </SimpleGrid>
  );
}
