import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import { BookingOptionSwitches } from '../../../components/booking-option-switches';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { WorkflowsCard, type WorkflowsForm } from '../../automation/components/workflows-field';
import { LocationSelect } from '../../locations/components/location-select';

/** The values every group form ends with: where it takes place and the booking options. */
export interface GroupFormTailValues {
  location: LocationChoice;
  hidden: boolean;
  collectPhoneNumber: boolean;
  workflowsIds: string[];
}

/** The part of a group form's useForm() the footer drives; every group form's form fits it. */
type GroupFormTail = WorkflowsForm & {
  values: GroupFormTailValues;
  errors: FormErrors;
  setFieldValue(path: 'location', value: LocationChoice): void;
  getInputProps(
    path: 'hidden' | 'collectPhoneNumber',
    options: { type: 'checkbox' },
  ): GetInputPropsReturnType;
};

interface GroupFormFooterProps {
  form: GroupFormTail;
  /** Over the free plan's title or group size limits: offer largeSessionLimits. */
  overSessionLimits: boolean;
  /** Over the free plan's price cap: offer increasedPriceLimit. */
  overPriceLimit: boolean;
  checkInputs: boolean;
  /** A line above the buttons, e.g. what saving does to the upcoming sessions. */
  note?: ReactNode;
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  actions?: ReactNode;
}

/**
 * The end of the group session and series forms: upgrade prompts, location, booking options,
 * workflows, "check the inputs" and the buttons.
 */
export function GroupFormFooter({
  form,
  overSessionLimits,
  overPriceLimit,
  checkInputs,
  note,
  submitLabel,
  saving,
  onCancel,
  actions,
}: GroupFormFooterProps) {
  return (
    <>
      {overSessionLimits ? <UpgradePrompt feature="largeSessionLimits" /> : null}
      {overPriceLimit ? <UpgradePrompt feature="increasedPriceLimit" /> : null}
      <LocationSelect
        value={form.values.location}
        onChange={(location) => form.setFieldValue('location', location)}
        error={form.errors.location}
      />
      <BookingOptionSwitches
        hidden={form.getInputProps('hidden', { type: 'checkbox' })}
        collectPhoneNumber={form.getInputProps('collectPhoneNumber', { type: 'checkbox' })}
      />
      <WorkflowsCard type="session" form={form} disabled={saving} />
      {note}
      <FormError message={checkInputs ? GROUP_MESSAGES.checkInputs : null} />
      <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} actions={actions} />
    </>
  );
}
