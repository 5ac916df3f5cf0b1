import { Box, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { SLUG_TAKEN_MESSAGE } from '../../../../domain/booking-page/slug';
import { CheckIcon } from '../../../components/icons';
import { useSlugAvailability } from '../api/check-slug-availability';
import classes from './booking-url-input.module.css';
import { SLUG_AVAILABLE_MESSAGE, type SlugStatus, slugStatus, slugToCheck } from './slug-status';

// The booking page's address field (creation and the Page tab): the site's address in front of
// the slug, and a live check of the slug against the server while the expert types.

const SLUG_CHECK_DEBOUNCE_MS = 400;

/** What the field says about `value`; the page's own address (`current`) needs no check. */
export function useSlugStatus(value: string, current?: string): SlugStatus {
  const [debounced] = useDebouncedValue(value, SLUG_CHECK_DEBOUNCE_MS);
  const { slug, localError } = slugToCheck(debounced);
  const own = current !== undefined && slug === current;
  const availability = useSlugAvailability(own ? null : slug);
  if (own && debounced === value) return { kind: 'idle' };
  return slugStatus({
    typing: debounced !== value,
    localError,
    checkedSlug: slug,
    isFetching: availability.isFetching,
    data: availability.data,
    error: availability.error,
  });
}

export function BookingUrlInput({
  label = 'Booking page URL',
  status,
  inputProps,
  onValue,
}: {
  label?: string;
  status: SlugStatus;
  /** The form's props for the field (its value, error, focus and blur). */
  inputProps: {
    value?: string;
    error?: ReactNode;
    onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
    onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  };
  /** The new slug, lower case. */
  onValue: (value: string) => void;
}) {
  const compact = useMediaQuery('(max-width: 30em)');
  const prefix = `${compact ? window.location.host : window.location.origin}/`;
  const error =
    inputProps.error ?? (status.kind === 'unavailable' ? status.message || SLUG_TAKEN_MESSAGE : null);
  return (
    <TextInput
      label={label}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      // The site address sits in front of the field, so it reads as one link.
      inputContainer={(input) => (
        <Group gap={0} wrap="nowrap" align="flex-start">
          <Text component="span" size="sm" c="dimmed" className={classes.prefix}>
            {prefix}
          </Text>
          <Box flex={1} miw={0}>
            {input}
          </Box>
        </Group>
      )}
      classNames={{ input: classes.prefixedInput }}
      rightSection={status.kind === 'checking' ? <Loader size="xs" aria-label="Checking the URL" /> : null}
      value={inputProps.value ?? ''}
      onFocus={inputProps.onFocus}
      onBlur={inputProps.onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.currentTarget.value.toLowerCase())}
      error={error}
      success={
        status.kind === 'available' && !error ? (
          <Group component="span" gap={4} wrap="nowrap">
            <CheckIcon size={14} />
            {SLUG_AVAILABLE_MESSAGE}
          </Group>
        ) : null
      }
    />
  );
}
