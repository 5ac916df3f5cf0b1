import { z } from 'zod';
import { sessionListItemView } from '../sessions/session-view';

// What the dashboard's booked packages API answers (doc 1, §2 and §3). Instants are ISO strings;
// the web shows them in the expert's zone. Money is minor units of `currency`.

export const PAYMENT_PLAN_STATUSES = ['active', 'cancelled', 'completed'] as const;
export type PaymentPlanStatus = (typeof PAYMENT_PLAN_STATUSES)[number];
export const INSTALLMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

const clientName = { firstName: z.string(), lastName: z.string(), email: z.string() };

/** A row of the list. */
export const bookedPackageListItemView = z.object({
  id: z.string(),
  client: z.object(clientName),
  packageTitle: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Sessions still available over every credit: 0 shows as Completed (spec §4). */
  creditsLeft: z.number().int(),
  paymentPlan: z
    .object({ status: z.enum(PAYMENT_PLAN_STATUSES), hasFailedInstallment: z.boolean() })
    .nullable(),
});
export type BookedPackageListItemView = z.infer<typeof bookedPackageListItemView>;

export const bookedPackagePageView = z.object({
  items: z.array(bookedPackageListItemView),
  page: z.number().int(),
  hasNext: z.boolean(),
});
export type BookedPackagePageView = z.infer<typeof bookedPackagePageView>;

/**
 * A service or series credit. `itemId` is the service's or series' id while the package includes
 * it; null once it was removed from this package (or deleted), when it only keeps its history.
 */
export const creditView = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  title: z.string(),
  count: z.number().int(),
  /** Sessions booked with it and not cancelled. */
  used: z.number().int(),
  available: z.number().int(),
});
export type CreditView = z.infer<typeof creditView>;

export const installmentView = z.object({
  id: z.string(),
  dueAt: z.string(),
  amount: z.number().int(),
  status: z.enum(INSTALLMENT_STATUSES),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type InstallmentView = z.infer<typeof installmentView>;

export const paymentPlanView = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_PLAN_STATUSES),
  currency: z.string(),
  /** Per installment, and how many. */
  amount: z.number().int(),
  count: z.number().int(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  installments: z.array(installmentView),
});
export type PaymentPlanView = z.infer<typeof paymentPlanView>;

export const bookedPackageDetailView = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  creditsLeft: z.number().int(),
  client: z.object({ id: z.string().nullable(), ...clientName, message: z.string().nullable() }),
  package: z.object({ id: z.string().nullable(), title: z.string() }),
  payment: z.object({
    /** What the client agreed to pay, after the discount (with a plan: every installment). */
    amount: z.number().int(),
    currency: z.string(),
    discount: z
      .object({
        codeId: z.string().nullable(),
        code: z.string().nullable(),
        valueType: z.enum(['percentage', 'fixed']),
        percentOff: z.number().nullable(),
        amountOff: z.number().int().nullable(),
        /** What the code took off this purchase. */
        amountOffApplied: z.number().int().nullable(),
      })
      .nullable(),
  }),
  services: z.array(creditView),
  series: z.array(creditView),
  /** Seats booked in the package's included group sessions (no credit). */
  includedSessionsCount: z.number().int(),
  paymentPlan: paymentPlanView.nullable(),
  /** spec: the client access link, /packages/use?packageId={id}, absolute. */
  useUrl: z.string(),
});
export type BookedPackageDetailView = z.infer<typeof bookedPackageDetailView>;

/** A page of the sessions booked with one credit, latest first. */
export const packageSessionsPageView = z.object({
  items: z.array(sessionListItemView),
  page: z.number().int(),
  hasNext: z.boolean(),
});
export type PackageSessionsPageView = z.infer<typeof packageSessionsPageView>;

/** What can be added to a package: the expert's services and series (not deleted). */
export const bookedPackageOptionsView = z.object({
  services: z.array(z.object({ id: z.string(), title: z.string() })),
  series: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type BookedPackageOptionsView = z.infer<typeof bookedPackageOptionsView>;
