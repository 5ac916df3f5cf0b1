import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGE_MAX } from '../../../../domain/public-booking/booking-input';
import { counted } from '../../../components/counted-field';

/**
 * spec (doc 1, §5): the optional message to clients, at most 800 characters. Shown only when
 * the session has bookings: nobody would read it otherwise.
 */
export function MessageField<Values extends { message: string }>({
  form,
  description,
}: {
  form: UseFormReturnType<Values>;
  description: string;
}) {
  const length = form.getValues().message.length;
  return (
    <Textarea
      label="Message to clients (optional)"
      description={description}
      autosize
      minRows={3}
      maxRows={8}
      {...form.getInputProps('message')}
      {...counted(length, MESSAGE_MAX)}
    />
  );
}
