import { MultiSelect } from '@mantine/core';
import { DISCOUNT_MESSAGES } from '../../../../domain/discounts/discount-input';
import type { DiscountProductView } from '../../../../domain/discounts/discount-view';
import { useDiscountProducts } from '../api/get-discount-products';
import { productKey } from './discount-form-values';
import { formatDate, productTypeLabel } from './discount-labels';

interface ProductsPickerProps {
  value: string[];
  /** The code's current products: one no longer offered still shows by name. */
  known: DiscountProductView[];
  error?: React.ReactNode;
  onChange: (keys: string[]) => void;
}

/** The services, packages, series and group sessions a code is restricted to. */
export function ProductsPicker({ value, known, error, onChange }: ProductsPickerProps) {
  const products = useDiscountProducts(true);
  const options = products.data;
  const groups = options
    ? [
        {
          group: 'Services',
          items: options.services.map((s) => ({ value: productKey('service', s.id), label: s.title })),
        },
        {
          group: 'Packages',
          items: options.packages.map((p) => ({ value: productKey('package', p.id), label: p.title })),
        },
        {
          group: 'Series',
          items: options.series.map((s) => ({ value: productKey('series', s.id), label: s.title })),
        },
        {
          group: 'Group sessions',
          items: options.sessions.map((s) => ({
            value: productKey('session', s.id),
            label: `${s.title} · ${formatDate(s.start)}`,
          })),
        },
      ]
    : [];
  const offered = new Set(groups.flatMap((g) => g.items.map((i) => i.value)));
  const kept = known
    .filter((p) => !offered.has(productKey(p.type, p.id)))
    .map((p) => ({ value: productKey(p.type, p.id), label: `${p.title} (${productTypeLabel(p.type)})` }));
  const data = [...(kept.length > 0 ? [{ group: 'Chosen before', items: kept }] : []), ...groups].filter(
    (g) => g.items.length > 0,
  );

  return (
    <MultiSelect
      label="Products"
      placeholder={value.length === 0 ? 'Choose what the code applies to' : undefined}
      searchable
      ml={32}
      maw={520}
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={products.isPending ? 'Loading...' : 'Nothing to choose yet'}
      error={products.isError ? DISCOUNT_MESSAGES.failedToLoadProducts : error}
    />
  );
}
