import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { countryOptions } from '../../../../domain/team/countries';
import { type NewUserInput, newUserInput } from '../../../../domain/team/new-user-input';
import { DEFAULT_COUNTRY, TEAM_MESSAGES } from '../../../../domain/team/team-rules';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useCreateTeamMember } from '../api/create-team-member';

const FIELDS = ['firstName', 'lastName', 'email', 'country'] as const;

/** spec (§3 New user form): first and last name, email, country (United States by default). */
export function AddMemberForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const create = useCreateTeamMember();
  const countries = useMemo(() => countryOptions(), []);
  const form = useForm<Required<NewUserInput>>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', country: DEFAULT_COUNTRY },
    validate: zodValidate(newUserInput),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(newUserInput.parse(values));
      onDone();
    } catch (error) {
      const { fields } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      // spec (§8): any other failure says 'Failed to create user. Please try again.'
      if (Object.keys(fields).length === 0) setFailure(TEAM_MESSAGES.createFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New user">
      <Stack gap="md">
        <FormError message={failure} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" autoComplete="off" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
        <Select
          label="Country"
          data={countries}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('country')}
        />
        <FormActions submitLabel="Add" saving={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
