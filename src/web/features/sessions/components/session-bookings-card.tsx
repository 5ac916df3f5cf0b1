import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SESSION_MESSAGES } from '../../../../domain/sessions/session-messages';
import type { SessionBookingView } from '../../../../domain/sessions/session-view';
import { formatUsPhone } from '../../../../domain/shared/us-phone';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { ErrorState } from '../../../components/error-state';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';
import { EmptyList } from '../../group-sessions/components/card-header';
import { ListSkeleton } from '../../group-sessions/components/group-skeletons';
import { useSessionBookings } from '../api/get-session-bookings';
import { bookingsExportUrl } from '../paths';
import { moneyLabel } from '../session-format';

function discountLabel(booking: SessionBookingView): string {
  if (!booking.discountCode && booking.discountAmountOff === null) return '—';
  const off =
    booking.discountAmountOff !== null ? `−${moneyLabel(booking.discountAmountOff, booking.currency)}` : '';
  return [booking.discountCode, off].filter(Boolean).join(' ');
}

const created = (booking: SessionBookingView, zone: string) =>
  formatInZone(Date.parse(booking.createdAt), zone, 'd MMM yyyy, HH:mm');
const payment = (booking: SessionBookingView) =>
  booking.paymentAmount === 0 ? 'Free' : moneyLabel(booking.paymentAmount, booking.currency);

/** Phones: the same facts as the table, one block a booking, nothing to scroll sideways. */
function BookingBlocks({ bookings, zone }: { bookings: readonly SessionBookingView[]; zone: string }) {
  return (
    <PhoneBlocks label="Bookings">
      {bookings.map((booking) => (
        <PhoneBlock key={booking.id}>
          <Text fw={600}>{`${booking.firstName} ${booking.lastName}`}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.email}
          </Text>
          {booking.phoneNumber ? <Text size="sm">{formatUsPhone(booking.phoneNumber)}</Text> : null}
          {booking.message ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`“${booking.message}”`}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {[payment(booking), discountLabel(booking), `booked ${created(booking, zone)}`]
              .filter((part) => part !== '—')
              .join(' · ')}
          </Text>
        </PhoneBlock>
      ))}
    </PhoneBlocks>
  );
}

/** spec: one row per booking, with an export of the bookings (CSV). */
export function SessionBookingsCard({ sessionId, zone }: { sessionId: string; zone: string }) {
  const bookings = useSessionBookings(sessionId);

  let content: ReactNode;
  if (bookings.data) {
    content =
      bookings.data.length === 0 ? (
        <EmptyList>No bookings.</EmptyList>
      ) : (
        <>
          <Table.ScrollContainer minWidth={820} visibleFrom="sm">
            <Table verticalSpacing="sm" striped highlightOnHover aria-label="Bookings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Discount</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bookings.data.map((booking) => (
                  <Table.Tr key={booking.id}>
                    <Table.Td fw={500}>{`${booking.firstName} ${booking.lastName}`}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{booking.email}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatUsPhone(booking.phoneNumber) || '—'}
                    </Table.Td>
                    <Table.Td maw={260} style={{ overflowWrap: 'anywhere' }}>
                      {booking.message ?? '—'}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {booking.paymentAmount === 0
                        ? 'Free'
                        : moneyLabel(booking.paymentAmount, booking.currency)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{discountLabel(booking)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{created(booking, zone)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <BookingBlocks bookings={bookings.data} zone={zone} />
        </>
      );
  } else if (bookings.isError) {
    content = (
      <ErrorState
        message={SESSION_MESSAGES.loadBookingsFailed}
        detail={SESSION_MESSAGES.loadBookingsFailedDetail}
        onAction={() => bookings.refetch()}
      />
    );
  } else {
    content = <ListSkeleton label="Loading bookings" rows={2} />;
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="session-bookings-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={3} fz="md" id="session-bookings-title">
              Bookings
            </Title>
            <Text size="sm" c="dimmed">
              {bookings.data
                ? `${bookings.data.length} ${bookings.data.length === 1 ? 'booking' : 'bookings'}`
                : ' '}
            </Text>
          </Stack>
          {bookings.data && bookings.data.length > 0 ? (
            <Button component="a" href={bookingsExportUrl(sessionId)} download variant="default" size="sm">
              Export CSV
            </Button>
          ) : null}
        </Group>
        {content}
      </Stack>
    </Card>
  );
}
