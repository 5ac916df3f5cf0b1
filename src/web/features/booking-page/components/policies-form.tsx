import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  POLICIES_MESSAGES,
  POLICY_MAX,
  POLICY_PAGES,
  type PoliciesInput,
  type PoliciesView,
  type PolicyKind,
  policiesInput,
  policyOrNull,
} from '../../../../domain/booking-page/policies-input';
import { FormError } from '../../../components/form-error';
import { ExternalLinkIcon } from '../../../components/icons';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useSavePolicies } from '../api/save-policies';

const FIELDS = ['terms', 'privacy'];

const valuesOf = (view: PoliciesView): PoliciesInput => ({ terms: view.terms, privacy: view.privacy });

const DESCRIPTIONS: Record<PolicyKind, string> = {
  terms: 'What clients agree to when they book or buy: payment, cancellations, conduct.',
  privacy: 'What you do with the details clients give you, and how they can ask you about it.',
};

/**
 * spec doc 2 §2 Booking page, Policies (issue 19): the terms and privacy policy in the one
 * rich-text editor (ADR 049, the `basic` profile). Once saved, each has its page linked from the
 * booking page's footer, and the checkout asks clients to accept them.
 */
export function PoliciesForm({ view, pageUrl }: { view: PoliciesView; pageUrl: string }) {
  const save = useSavePolicies();
  const [savedMark, showSavedMark] = useSavedMark();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(view);
  const form = useForm<PoliciesInput>({
    mode: 'controlled',
    initialValues: valuesOf(view),
    validate: zodValidate(policiesInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input = { terms: policyOrNull(values.terms), privacy: policyOrNull(values.privacy) };
      const result = await save.mutateAsync(input);
      setSaved(result);
      form.setValues(valuesOf(result));
      form.resetDirty(valuesOf(result));
      showSavedMark();
    } catch (error) {
      const { fields } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      // spec doc 2 §8: any other failure of the save.
      if (Object.keys(fields).length === 0) setFailure(POLICIES_MESSAGES.saveFailed);
    }
  });

  const field = (kind: PolicyKind) => (
    <Stack gap={4}>
      <RichTextEditor
        label={POLICY_PAGES[kind].title}
        description={DESCRIPTIONS[kind]}
        placeholder={kind === 'terms' ? 'Your terms of booking' : 'Your privacy policy'}
        maxLength={POLICY_MAX}
        value={form.values[kind]}
        onChange={(doc) => form.setFieldValue(kind, doc)}
        error={form.errors[kind]}
      />
      {saved[kind] ? (
        <Anchor href={`${pageUrl}/${POLICY_PAGES[kind].path}`} target="_blank" rel="noopener" size="sm">
          <Group gap={6} component="span" wrap="nowrap">
            View the {POLICY_PAGES[kind].title.toLowerCase()} page
            <ExternalLinkIcon size={14} />
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="policies-title" maw={860}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={3} fz="lg" id="policies-title">
              Policies
            </Title>
            <Text c="dimmed" size="sm">
              Your booking page links to them at the bottom, and clients tick that they accept them before
              they book or buy. Leave both empty to have none.
            </Text>
          </Stack>
          <FormError message={failure} />
          {field('terms')}
          {field('privacy')}
          <Group justify="flex-end" gap="sm">
            <SavedMark shown={savedMark} />
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
