import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/integrations/events';
import type {
  AutomationEventData,
  ClientEventData,
  Envelope,
  EventData,
  PackageEventData,
  SessionEventData,
  WebhookClient,
} from '../../../domain/integrations/payloads';
import type { DbOrTx } from '../../db/client';
import type { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import type { bookings } from '../../db/schema/bookings';
import { webhookEndpoints } from '../../db/schema/integrations';
import type { sessions } from '../../db/schema/sessions';
import { queueDelivery } from './deliveries';

// issue 15 (Integrations, ADR 038): the events webhooks receive, announced inside the
// transaction of the change, so a delivery exists exactly when the change commits. Nothing is
// built when no endpoint of the expert listens.

type Owner = { userId: string } | { pageId: string };

async function listeners(tx: DbOrTx, owner: Owner, event: WebhookEvent) {
  const listens = and(eq(webhookEndpoints.enabled, true), sql`${event} = any(${webhookEndpoints.events})`);
  if ('userId' in owner) {
    return tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, owner.userId), listens))
      .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  }
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(bookingPages, eq(bookingPages.userId, webhookEndpoints.userId))
    .where(and(eq(bookingPages.id, owner.pageId), listens))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/**
 * Queues `event` for every endpoint of the owner that listens; `data` is built only then. With
 * a key, announcing the same event again (a replayed job) queues nothing more. Returns how many.
 */
export async function announceEvent<E extends WebhookEvent>(
  tx: DbOrTx,
  owner: Owner,
  event: E,
  data: () => EventData<E>,
  now: Date,
  key?: string,
): Promise<number> {
  const endpoints = await listeners(tx, owner, event);
  if (endpoints.length === 0) return 0;
  const body: Envelope<E> = { type: event, timestamp: now.toISOString(), data: data() };
  let queued = 0;
  for (const endpoint of endpoints) {
    if (await queueDelivery(tx, endpoint.id, event, body, now, key ? `${key}:${endpoint.id}` : undefined))
      queued++;
  }
  return queued;
}

type Session = typeof sessions.$inferSelect;
type Booking = typeof bookings.$inferSelect;
type BookedPackage = typeof bookedPackages.$inferSelect;

export function sessionPart(session: Session): SessionEventData['session'] {
  return {
    id: session.id,
    type: session.type,
    title: session.title,
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    serviceId: session.serviceId,
    groupSessionId: session.type === 'group' ? session.id : null,
    seriesId: session.seriesId,
  };
}

export function bookingClient(booking: Booking): WebhookClient {
  return {
    id: booking.clientId,
    firstName: booking.clientFirstName,
    lastName: booking.clientLastName,
    email: booking.clientEmail,
    phoneNumber: booking.clientPhoneNumber,
    timezone: booking.clientTimezone,
  };
}

export function packageClient(booked: BookedPackage): WebhookClient {
  return {
    id: booked.clientId,
    firstName: booked.clientFirstName,
    lastName: booked.clientLastName,
    email: booked.clientEmail,
    phoneNumber: null,
    timezone: null,
  };
}

export type SessionChange = 'session.booked' | 'session.rescheduled' | 'session.cancelled';

export function sessionEventData(
  change: SessionChange,
  details: { booking: Booking; session: Session; expertTimeZone: string | null },
  extra: { manageUrl: string; by?: 'client' | 'expert'; message?: string | null },
): SessionEventData {
  const { booking, session } = details;
  const cancelled = change === 'session.cancelled';
  return {
    session: sessionPart(session),
    booking: {
      id: booking.id,
      status: cancelled ? 'cancelled' : 'confirmed',
      payment: { amount: booking.paymentAmount, currency: booking.currency },
      discountCode: booking.discountCode,
      bookedPackageId: booking.bookedPackageId,
      message: booking.clientMessage,
      manageUrl: extra.manageUrl,
      createdAt: booking.createdAt.toISOString(),
    },
    client: bookingClient(booking),
    expertTimezone: details.expertTimeZone ?? 'UTC',
    previous:
      change === 'session.rescheduled' && session.rescheduledStart && session.rescheduledEnd
        ? { start: session.rescheduledStart.toISOString(), end: session.rescheduledEnd.toISOString() }
        : null,
    cancellation: cancelled ? { by: extra.by ?? 'client', message: extra.message ?? null } : null,
  };
}

export function packageEventData(booked: BookedPackage, installments: number | null): PackageEventData {
  return {
    bookedPackage: {
      id: booked.id,
      packageId: booked.packageId,
      title: booked.packageTitle,
      price: { amount: booked.paymentAmount, currency: booked.currency },
      expiresAt: booked.expiresAt?.toISOString() ?? null,
      installments,
      createdAt: booked.createdAt.toISOString(),
    },
    client: packageClient(booked),
  };
}

export function clientEventData(
  client: { id: string; firstName: string; lastName: string; email: string; createdAt: Date },
  source: ClientEventData['source'],
): ClientEventData {
  return {
    client: {
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phoneNumber: null,
      timezone: null,
      createdAt: client.createdAt.toISOString(),
    },
    source,
  };
}

export type { AutomationEventData };
