import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { AVAILABILITY_NAME_MAX } from '../../../../domain/scheduling/availability-input';

/** The availability's name with a counter of the 40 characters it may have (spec §5). */
export function NameInput(props: TextInputProps & { value: string }) {
  const length = props.value.length;
  return (
    <TextInput
      label="Name"
      autoComplete="off"
      rightSectionWidth={64}
      rightSection={
        <Text
          size="xs"
          c={length > AVAILABILITY_NAME_MAX ? 'red' : 'dimmed'}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {`${length}/${AVAILABILITY_NAME_MAX}`}
        </Text>
      }
      {...props}
    />
  );
}
