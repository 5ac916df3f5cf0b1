import { Card, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import type { CurrencyCode } from '../../../../domain/money/currencies';
import {
  isEmptyPackage,
  PACKAGE_LIMITS,
  type PackageInput,
  packageInput,
} from '../../../../domain/packages/package-input';
import type { PackageOptionsView, PackageView } from '../../../../domain/packages/package-view';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { ApiError } from '../../../lib/api-client';
import { WorkflowsField } from '../../automation/components/workflows-field';
import { EmptyPackageDialog } from './empty-package-dialog';
import { IncludedSection } from './included-section';
import { draftPackageInput, type PackageFormValues, validatePackageForm } from './package-form-values';
import { PricingSection } from './pricing-section';

const FIELDS = [
  'title',
  'description',
  'personalSessions',
  'groupSessionIds',
  'series',
  'price',
  'paymentPlanMonths',
  'expiryDays',
  'workflowsIds',
];

/** A failed save's field messages (for the fields the form shows) and its message under the form. */
function saveErrors(failure: unknown, fallback: string) {
  // Unexpected failures (network, server) use the spec's words for this form; refusals are the API's.
  if (!(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500)
    return { fields: {}, message: fallback };
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(failure.fields ?? {}))
    if (FIELDS.includes(name.split('.')[0]!)) fields[name] = message;
  return { fields, message: failure.message };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `package-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

interface PackageFormProps {
  initialValues: PackageFormValues;
  currency: CurrencyCode;
  access: { paymentPlans: boolean; expiry: boolean; increasedPriceLimit: boolean };
  options: PackageOptionsView;
  /** What the package already includes (titles of items that may no longer be offered). */
  included?: Pick<PackageView, 'personalSessions' | 'groupSessions' | 'series'>;
  submitLabel: string;
  /** spec §8: the message for a save that failed unexpectedly. */
  failureMessage: string;
  onSubmit: (input: PackageInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions at the start of the button row (Delete on the edit screen). */
  actions?: ReactNode;
}

export function PackageForm({
  initialValues,
  currency,
  access,
  options,
  included,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
  actions,
}: PackageFormProps) {
  const form = useForm<PackageFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validatePackageForm(currency, access.increasedPriceLimit),
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askEmpty, emptyDialog] = useDisclosure(false);
  const { values } = form;

  const save = async (confirmedEmpty: boolean) => {
    const input = packageInput(currency, { increased: access.increasedPriceLimit }).parse(
      draftPackageInput(form.getValues(), confirmedEmpty),
    );
    setSaving(true);
    setError(null);
    try {
      await onSubmit(input);
    } catch (failure) {
      const { fields, message } = saveErrors(failure, failureMessage);
      form.setErrors(fields);
      setError(message);
      setSaving(false);
    }
  };

  const submit = form.onSubmit(
    (valid) => {
      // spec (doc 2, §5): saving with nothing included asks first.
      if (isEmptyPackage(valid)) emptyDialog.open();
      else void save(false);
    },
    () => {
      // The form is long: bring the first field with a message into view.
      requestAnimationFrame(() => {
        const invalid = document.querySelector('[aria-invalid="true"], [data-package-error]');
        invalid?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title="Details">
          <TextInput
            label="Title"
            placeholder="e.g. Five coaching calls"
            autoComplete="off"
            {...form.getInputProps('title')}
            {...counted(values.title.length, PACKAGE_LIMITS.titleMax)}
          />
          <RichTextEditor
            label="Description"
            placeholder="What clients get, who it is for, how it works"
            value={values.description}
            onChange={(doc) => form.setFieldValue('description', doc)}
            error={form.errors.description}
            maxLength={PACKAGE_LIMITS.descriptionMax}
          />
          <Switch
            label="Hidden"
            description="Hidden packages are not listed on your booking page; clients can still buy them with a direct link"
            {...form.getInputProps('hidden', { type: 'checkbox' })}
          />
        </Section>
        <Section title="What's included">
          <IncludedSection form={form} options={options} included={included} />
        </Section>
        <Section title="Pricing">
          <PricingSection
            form={form}
            currency={currency}
            canUsePaymentPlans={access.paymentPlans}
            canUseExpiry={access.expiry}
          />
        </Section>
        <Section title="Workflows">
          <WorkflowsField type="package" form={form} disabled={saving} />
        </Section>
        <FormError message={error} />
        <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} actions={actions} />
      </Stack>
      <EmptyPackageDialog
        opened={askEmpty}
        onCancel={emptyDialog.close}
        onConfirm={() => {
          emptyDialog.close();
          void save(true);
        }}
      />
    </form>
  );
}
