import { Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';

interface SwitchProps {
  checked?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

interface BookingOptionSwitchesProps {
  /** form.getInputProps('hidden', { type: 'checkbox' }) */
  hidden: SwitchProps;
  /** form.getInputProps('collectPhoneNumber', { type: 'checkbox' }) */
  collectPhoneNumber: SwitchProps;
  disabled?: boolean;
  /** More switches in the same group (custom scheduling rules on a service). */
  children?: ReactNode;
}

/** Hidden and Collect phone number, worded the same on services, group sessions and series. */
export function BookingOptionSwitches({
  hidden,
  collectPhoneNumber,
  disabled,
  children,
}: BookingOptionSwitchesProps) {
  return (
    <Stack gap="sm">
      <Switch
        label="Hidden"
        description="Not listed on your booking page; clients with the link can still book"
        {...hidden}
        disabled={disabled}
      />
      <Switch
        label="Collect phone number"
        description="Ask clients for a phone number when they book"
        {...collectPhoneNumber}
        disabled={disabled}
      />
      {children}
    </Stack>
  );
}
