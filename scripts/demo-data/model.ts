// The demo data as plain objects, before it becomes table rows. Instants are epoch milliseconds.
import type { LocationKey, PackageKey, SeriesKey, ServiceKey } from './catalogue';

export type DemoScale = 'demo' | 'large' | { clients: number; bookings: number };

export type ScalePlan = {
  clients: number;
  bookings: number;
  bookedPackages: number;
  historyDays: number;
  upcomingDays: number;
  /** Personal sessions on an ordinary past working day, on average. */
  personalPerDay: number;
  /** Whether the large daily group class runs; left out, it runs when the small groups cannot hold the bookings. */
  masterclass?: boolean;
};

export function planScale(scale: DemoScale): ScalePlan {
  if (scale === 'demo') {
    return {
      clients: 300,
      bookings: 900,
      bookedPackages: 36,
      historyDays: 182,
      upcomingDays: 42,
      personalPerDay: 3.5,
      masterclass: false,
    };
  }
  if (scale === 'large') {
    return {
      clients: 50_000,
      bookings: 200_000,
      bookedPackages: 20_000,
      historyDays: 1095,
      upcomingDays: 42,
      personalPerDay: 3.5,
      masterclass: true,
    };
  }
  const clients = Math.max(1, Math.floor(scale.clients));
  const bookings = Math.max(0, Math.floor(scale.bookings));
  return {
    clients,
    bookings,
    bookedPackages: Math.round(Math.min(clients * 0.4, bookings / 10)),
    historyDays: Math.min(1095, Math.max(182, Math.round(bookings / 5))),
    upcomingDays: 42,
    personalPerDay: 3.5,
  };
}

export type ClientModel = {
  index: number;
  id: string;
  firstName: string;
  lastName: string;
  /** Primary email first; a few clients have a second one. */
  emails: string[];
  timeZone: string;
  phone: string;
  /** When the client record was created; every activity of theirs comes later. */
  createdAt: number;
  regular: boolean;
  bookings: BookingModel[];
  lastActiveAt: number | null;
  lastSessionAt: number | null;
};

export type RescheduleModel = { start: number; end: number; at: number; by: string; message: string };

export type SessionModel = {
  id: string;
  type: 'personal' | 'group';
  serviceKey?: ServiceKey;
  seriesKey?: SeriesKey;
  title: string;
  description: string | null;
  start: number;
  end: number;
  price: number;
  groupSizeMax: number | null;
  createdAt: number;
  status: 'confirmed' | 'cancelled';
  cancelledAt: number | null;
  /** spec: null when the expert cancels. */
  cancelledBy: string | null;
  cancellationMessage: string | null;
  rescheduled: RescheduleModel | null;
  locationKey: LocationKey | null;
  collectPhoneNumber: boolean;
  bookings: BookingModel[];
};

export type DiscountUse = { codeIndex: number; typed: string; amountOff: number };

export type BookingModel = {
  id: string;
  session: SessionModel;
  client: ClientModel;
  createdAt: number;
  message: string | null;
  /** Set when a participant gave up their place in a group session. */
  cancelledAt: number | null;
  paymentAmount: number;
  discount: DiscountUse | null;
  bookedPackage: BookedPackageModel | null;
  creditId: string | null;
};

export type CreditModel = {
  id: string;
  kind: 'service' | 'series';
  key: ServiceKey | SeriesKey;
  title: string;
  count: number;
  used: number;
};

export type InstallmentModel = {
  id: string;
  dueAt: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed';
};

export type PaymentPlanModel = {
  id: string;
  amount: number;
  count: number;
  installments: InstallmentModel[];
};

export type BookedPackageModel = {
  id: string;
  packageKey: PackageKey;
  client: ClientModel;
  createdAt: number;
  expiresAt: number | null;
  /** What the client wrote when buying. */
  message: string | null;
  paymentAmount: number;
  discount: DiscountUse | null;
  credits: CreditModel[];
  bookings: BookingModel[];
  paymentPlan: PaymentPlanModel | null;
};
