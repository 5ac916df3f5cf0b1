import { TabbedArea } from '../../components/tabbed-area';

// spec (doc 2, §2, Payments): the payments tabs, in this order. The overview at
// /dashboard/payments shows above them with neither tab current.
const PAYMENTS_TABS = [
  { label: 'Payments', path: '/dashboard/payments/processing' },
  { label: 'Discounts', path: '/dashboard/payments/discounts' },
] as const;

export function PaymentsLayout() {
  return (
    <TabbedArea
      title="Payments"
      description="How clients pay you, the currency you sell in, and your discount codes."
      tabs={PAYMENTS_TABS}
      label="Payments"
    />
  );
}
