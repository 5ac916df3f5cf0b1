import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Shown on the left, such as Delete on an edit form. */
  actions?: ReactNode;
  cancelLabel?: string;
  /** Hides the submit button (a read-only form keeps only Back). */
  hideSubmit?: boolean;
}

/** The row under a form: its extra actions on the left, Cancel and the submit button on the right. */
export function FormActions({
  submitLabel,
  saving,
  onCancel,
  actions,
  cancelLabel = 'Cancel',
  hideSubmit,
}: FormActionsProps) {
  return (
    <Group justify={actions ? 'space-between' : 'flex-end'} gap="sm">
      {actions}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        {hideSubmit ? null : (
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        )}
      </Group>
    </Group>
  );
}
