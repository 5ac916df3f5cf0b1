import { Badge, Text } from '@mantine/core';
import { BOOKED_PACKAGE_MESSAGES } from '../../domain/booked-packages/booked-package-messages';
import { expiryState } from '../../domain/booked-packages/expiry-state';
import { formatInZone } from '../../domain/time/format-in-zone';

const day = (iso: string, zone: string) => formatInZone(Date.parse(iso), zone, 'd MMM yyyy');

/**
 * spec (doc 1, §4): a booked package is Completed when no credits are left; otherwise its expiry
 * shows, in warning style before it and as an error ('Expired') after. One that never expires
 * says so only where `showNoExpiry` asks (a list's column), and shows nothing elsewhere.
 */
export function ExpiryBadge({
  item,
  zone,
  showNoExpiry = false,
}: {
  item: { creditsLeft: number; expiresAt: string | null };
  zone: string;
  showNoExpiry?: boolean;
}) {
  const state = expiryState(item);
  if (state.kind === 'completed') {
    return (
      <Badge color="teal" variant="light">
        {BOOKED_PACKAGE_MESSAGES.completed}
      </Badge>
    );
  }
  if (state.kind === 'never') {
    return showNoExpiry ? (
      <Text size="sm" c="dimmed">
        No expiry
      </Text>
    ) : null;
  }
  if (state.kind === 'expired') {
    return (
      <Badge color="red" variant="light" title={`Expired on ${day(state.at, zone)}`}>
        {BOOKED_PACKAGE_MESSAGES.expired}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
      {`Expires ${day(state.at, zone)}`}
    </Badge>
  );
}
