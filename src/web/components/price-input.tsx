import { NumberInput, type NumberInputProps } from '@mantine/core';
import { getCurrency, isCurrencyCode } from '../../domain/money/currencies';

interface PriceInputProps extends Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'hideControls'> {
  /** The booking page's currency (ISO code). */
  currency: string;
}

/** The symbol the browser's locale writes for a currency ('$', '€', '¥', 'CHF'). */
export function currencySymbol(currency: string, locale?: string): string {
  try {
    const part = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * A price typed in major units (19.99, ¥5000) with the currency's symbol and as many decimals as
 * the currency has. The value is a number, or '' while empty; validate it with priceSchema.
 */
export function PriceInput({ currency, label = 'Price', ...props }: PriceInputProps) {
  const decimals = isCurrencyCode(currency) ? getCurrency(currency).decimals : 2;
  const symbol = currencySymbol(currency);
  return (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      decimalScale={decimals}
      thousandSeparator=","
      hideControls
      leftSection={<span aria-hidden="true">{symbol}</span>}
      leftSectionWidth={Math.max(36, symbol.length * 10 + 20)}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      rightSection={<span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{currency}</span>}
      rightSectionWidth={48}
      {...props}
    />
  );
}
