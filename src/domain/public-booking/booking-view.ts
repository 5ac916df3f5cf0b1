import { z } from 'zod';

// Contract 3: what the client's confirmation and manage page shows.
export const bookingStatus = z.enum(['awaiting_payment', 'confirmed', 'cancelled', 'expired']);
export type BookingStatus = z.infer<typeof bookingStatus>;

export const bookingView = z.object({
  token: z.string(),
  status: bookingStatus,
  /** id: the service, for the reschedule calendar's slots; null once the service is deleted. */
  service: z.object({ id: z.string().nullable(), title: z.string(), duration: z.number() }),
  expert: z.object({ displayName: z.string(), slug: z.string() }),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  price: z.number(),
  currency: z.string(),
  /** The package this session was booked with (nothing paid), and its use link's path. */
  bookedPackage: z.object({ title: z.string(), usePath: z.string() }).nullable(),
  location: z.object({
    type: z.enum(['daily', 'zoom', 'custom']),
    name: z.string().nullable(),
    details: z.string().nullable(),
    joinUrl: z.string().nullable(),
  }),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelDeadline: z.string().nullable(),
  rescheduleDeadline: z.string().nullable(),
  /** A place in a group session: the session, whose page books another seat. null: personal. */
  groupSessionId: z.string().nullable(),
  calendar: z.object({ icsUrl: z.string(), googleUrl: z.string(), outlookUrl: z.string() }),
});
export type BookingView = z.infer<typeof bookingView>;
