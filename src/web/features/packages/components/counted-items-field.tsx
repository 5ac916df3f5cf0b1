import { ActionIcon, Group, NumberInput, type NumberInputProps, Select, Stack, Text } from '@mantine/core';
import { PACKAGE_LIMITS } from '../../../../domain/packages/package-input';
import { RemoveIcon } from './package-icons';

export interface CountedItem {
  id: string;
  title: string;
  /** A line under the title ('2 used'). */
  note?: string;
}

interface CountedItemsFieldProps {
  legend: string;
  description: string;
  /** What can be added, in order. */
  options: readonly { id: string; title: string; hidden?: boolean }[];
  /** The items included now, each with its count input props. */
  items: readonly (CountedItem & { countProps: NumberInputProps })[];
  addLabel: string;
  /** Shown when there is nothing to add at all. */
  noOptions: string;
  /** Shown when everything there is is already included; nothing by default. */
  noneLeft?: string;
  /** The counts allowed; a package's own (1 to 10) by default. Typed values are never clamped. */
  countRange?: { min: number; max: number };
  error?: string;
  onAdd: (id: string) => void;
  onRemove: (index: number) => void;
}

/**
 * Services or series in a package: each with how many of its sessions (1 to 10), added from a
 * select of what is not included yet.
 */
export function CountedItemsField({
  legend,
  description,
  options,
  items,
  addLabel,
  noOptions,
  noneLeft,
  countRange = { min: 1, max: PACKAGE_LIMITS.sessionsPerItemMax },
  error,
  onAdd,
  onRemove,
}: CountedItemsFieldProps) {
  const included = new Set(items.map((item) => item.id));
  const available = options.filter((option) => !included.has(option.id));
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0}>
        {legend}
      </Text>
      <Text size="xs" c="dimmed" mt={-4}>
        {description}
      </Text>
      {items.length > 0 ? (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={legend}>
          {items.map((item, index) => {
            const { error: countError, ...countInput } = item.countProps;
            return (
              <Stack
                key={item.id}
                component="li"
                gap={4}
                p={6}
                pl="sm"
                bg="gray.0"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {item.title}
                    </Text>
                    {item.note ? (
                      <Text size="xs" c="dimmed">
                        {item.note}
                      </Text>
                    ) : null}
                  </Stack>
                  <NumberInput
                    aria-label={`Sessions of ${item.title}`}
                    min={countRange.min}
                    max={countRange.max}
                    clampBehavior="none"
                    allowDecimal={false}
                    // Below 0 can be typed where 0 is allowed, so the rule's message can say so.
                    allowNegative={countRange.min <= 0}
                    w={84}
                    size="sm"
                    {...countInput}
                    error={Boolean(countError)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => onRemove(index)}
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
                {countError ? (
                  <Text size="xs" c="red" ta="right" pr={36}>
                    {countError}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      ) : null}
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {noOptions}
        </Text>
      ) : available.length === 0 ? (
        noneLeft ? (
          <Text size="sm" c="dimmed">
            {noneLeft}
          </Text>
        ) : null
      ) : (
        <Select
          aria-label={addLabel}
          placeholder={addLabel}
          data={available.map((option) => ({
            value: option.id,
            label: option.hidden ? `${option.title} (hidden)` : option.title,
          }))}
          value={null}
          onChange={(id) => id && onAdd(id)}
          searchable
          nothingFoundMessage="Nothing found"
          maw={360}
        />
      )}
      {error ? (
        <Text size="xs" c="red" role="alert" data-package-error>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
