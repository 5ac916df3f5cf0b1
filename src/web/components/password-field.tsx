import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input, with a visibility toggle whose name does not contain "password", so
 * the field is the only thing labelled "Password" on the screen (screen readers, getByLabel).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }} {...props} />
  );
}
