import type {
  BookedPackageDetailView,
  BookedPackageListItemView,
  CreditView,
  PaymentPlanView,
} from '../../../domain/booked-packages/booked-package-view';
import type {
  BookedPackageListRow,
  BookedPackageRow,
  CreditRow,
  InstallmentRow,
  PaymentPlanRow,
} from './repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toListItemView(row: BookedPackageListRow): BookedPackageListItemView {
  return {
    id: row.id,
    client: { firstName: row.clientFirstName, lastName: row.clientLastName, email: row.clientEmail },
    packageTitle: row.packageTitle,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    creditsLeft: row.creditsLeft,
    paymentPlan: row.planStatus
      ? { status: row.planStatus, hasFailedInstallment: row.hasFailedInstallment }
      : null,
  };
}

const toCreditView = (row: CreditRow): CreditView => ({
  id: row.id,
  itemId: row.itemId,
  title: row.title,
  count: row.count,
  used: row.used,
  available: row.available,
});

export function toPlanView(plan: PaymentPlanRow, installments: InstallmentRow[]): PaymentPlanView {
  return {
    id: plan.id,
    status: plan.status,
    currency: plan.currency,
    amount: plan.amount,
    count: plan.count,
    cancelledAt: iso(plan.cancelledAt),
    completedAt: iso(plan.completedAt),
    installments: installments.map((x) => ({
      id: x.id,
      dueAt: x.dueAt.toISOString(),
      amount: x.amount,
      status: x.status,
      paidAt: iso(x.paidAt),
      failedAt: iso(x.failedAt),
      failureMessage: x.failureMessage,
    })),
  };
}

export type DetailParts = {
  row: BookedPackageRow;
  credits: { services: CreditRow[]; series: CreditRow[] };
  includedSessionsCount: number;
  plan: PaymentPlanView | null;
  useUrl: string;
};

export function toDetailView({
  row,
  credits,
  includedSessionsCount,
  plan,
  useUrl,
}: DetailParts): BookedPackageDetailView {
  const all = [...credits.services, ...credits.series];
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    creditsLeft: all.reduce((sum, credit) => sum + credit.available, 0),
    client: {
      id: row.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      email: row.clientEmail,
      message: row.clientMessage,
    },
    package: { id: row.packageId, title: row.packageTitle },
    payment: {
      amount: row.paymentAmount,
      currency: row.currency,
      discount: row.discountValueType
        ? {
            codeId: row.discountCodeId,
            code: row.discountCode,
            valueType: row.discountValueType,
            percentOff: row.discountValuePercentOff,
            amountOff: row.discountValueAmountOff,
            amountOffApplied: row.discountAmountOff,
          }
        : null,
    },
    services: credits.services.map(toCreditView),
    series: credits.series.map(toCreditView),
    includedSessionsCount,
    paymentPlan: plan,
    useUrl,
  };
}
