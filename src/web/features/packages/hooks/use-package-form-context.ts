import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';

/**
 * What the package form needs from the account: the booking page's currency (prices are in it)
 * and the plan features that unlock parts of it. Null until /api/me has loaded a page.
 */
export function usePackageFormContext(): {
  currency: CurrencyCode;
  access: { paymentPlans: boolean; expiry: boolean; increasedPriceLimit: boolean };
} | null {
  const page = useMe().data?.bookingPage;
  const plan = usePlanAccess();
  if (!page || !isCurrencyCode(page.currency)) return null;
  return {
    currency: page.currency,
    access: {
      paymentPlans: plan.canUse('packagePaymentPlans'),
      expiry: plan.canUse('timeLimitedPackages'),
      increasedPriceLimit: plan.canUse('increasedPriceLimit'),
    },
  };
}
