import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProfileInput, type ProfileView, profileInput } from '../../../../domain/account/profile-input';
import { FormError } from '../../../components/form-error';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { TimeZoneSelect } from '../../availabilities/components/time-zone-select';
import { useSaveProfile } from '../api/profile';
import { PhotoField } from './photo-field';

const FIELDS = ['displayName', 'firstName', 'lastName', 'timezone', 'photo'];

type Values = ProfileInput & { photoUrl: string | null };

/** spec doc 2 §2 Profile card: photo, display name, first and last name, notification time zone. */
export function ProfileCard({ profile }: { profile: ProfileView }) {
  const save = useSaveProfile();
  const [savedMark, showSavedMark] = useSavedMark();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      displayName: profile.displayName,
      firstName: profile.firstName,
      lastName: profile.lastName,
      timezone: profile.timezone,
      photo: profile.photo ?? '',
      photoUrl: profile.photoUrl,
    },
    validate: zodValidate(profileInput),
  });

  const submit = form.onSubmit(async ({ photoUrl: _url, ...input }) => {
    try {
      const saved = await save.mutateAsync(input);
      form.resetDirty({ ...input, ...saved, photo: saved.photo ?? '', photoUrl: saved.photoUrl });
      showSavedMark();
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, FIELDS).fields);
    }
  });
  const { values } = form;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="lg" id="profile-title">
            Profile
          </Title>
          <FormError message={apiFormErrors(save.error, FIELDS).message} />
          <PhotoField
            url={values.photoUrl}
            name={values.displayName}
            error={form.errors.photo ? String(form.errors.photo) : null}
            onChange={(photo) => {
              form.setFieldValue('photo', photo.key);
              form.setFieldValue('photoUrl', photo.url);
              form.clearFieldError('photo');
            }}
          />
          <TextInput
            label="Display name"
            description="How clients see you on your booking page"
            autoComplete="off"
            {...form.getInputProps('displayName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TimeZoneSelect
            label="Time zone for notifications"
            description="Emails to you show times in this zone"
            value={values.timezone}
            onChange={(zone) => form.setFieldValue('timezone', zone)}
            error={form.errors.timezone}
          />
          <Group justify="flex-end" gap="sm">
            <SavedMark shown={savedMark} />
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
