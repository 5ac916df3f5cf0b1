import { z } from 'zod';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '../money/currencies';
import { toMinor } from '../money/money';
import { validatePrice } from '../money/price-rules';
import { monthlyAmount, perMonthMessage } from '../packages/package-input';

// spec (doc 2, §8): the currency screen's own messages.
/** A price was saved in a currency the page stopped selling in meanwhile (409, nothing written). */
export const CURRENCY_CHANGED_WHILE_EDITING =
  "The booking page's currency changed while you were editing. Reload to see prices in the new currency.";

export const CURRENCY_CHANGE_MESSAGES = {
  failed: 'Cannot change the currency at this time. Please try again later',
  loadFailed: 'Failed to load currency settings',
  required: 'Required',
  currency: 'Please choose a currency',
  missing: 'Every listed item needs a price in the new currency',
  duplicate: 'Each item can have only one new price',
} as const;

/**
 * What moves with the page's currency. spec (doc 2, §5): the form lists services (and series,
 * §7's batch write) with a non-zero price; issue 14: packages and group sessions follow the same
 * rule. A group session here is a standalone upcoming one nobody has booked: a booked session
 * keeps the price and currency it was sold in, and a series' sessions follow their series.
 */
export const PRICED_ITEM_KINDS = ['service', 'series', 'package', 'groupSession'] as const;
export type PricedItemKind = (typeof PRICED_ITEM_KINDS)[number];

/** An item the currency change must give a new price, as GET /api/payments/currency lists it. */
export const pricedItemView = z.object({
  kind: z.enum(PRICED_ITEM_KINDS),
  id: z.string(),
  title: z.string(),
  /** The current price: integer minor units in the item's current currency. */
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  /** A package's monthly payment plan: the new price is split over these months. */
  paymentPlanMonths: z.number().int().nullable(),
});
export type PricedItemView = z.infer<typeof pricedItemView>;

/** GET /api/payments/currency. */
export const currencySettingsView = z.object({
  currency: z.string(),
  /** Names this exact list and currency; PUT answers 409 when either changed meanwhile. */
  version: z.string(),
  items: z.array(pricedItemView),
});
export type CurrencySettingsView = z.infer<typeof currencySettingsView>;

/** The listed item a new price is checked against (its kind, id and payment plan). */
export type ListedItem = Pick<PricedItemView, 'kind' | 'id' | 'paymentPlanMonths'>;

export const itemKey = (item: { kind: PricedItemKind; id: string }) => `${item.kind}:${item.id}`;

const newPrice = z.object({
  kind: z.enum(PRICED_ITEM_KINDS),
  id: z.string().min(1),
  // Major units of the new currency, as typed.
  price: z.number({
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Required' : 'Must be a number'),
  }),
});

const currencyChangeFields = z.object({
  currency: z.enum(CURRENCY_CODES, { error: CURRENCY_CHANGE_MESSAGES.currency }),
  version: z.string().min(1).max(200),
  prices: z.array(newPrice).max(5000),
});

/** The body's shape alone (the API document's request body). */
export const currencyChangeBody = currencyChangeFields;

/**
 * Every rule of the currency change, form and API. Each new price: a number, at most 5000 times
 * the new currency's unit, at least its minimum, whole for zero-decimal currencies (spec doc 2,
 * §5 and §9). With the listed items known (the form always, the server inside its transaction),
 * every listed item must have exactly one new price, and a package's monthly instalment must
 * still reach the minimum.
 */
export function currencyChangeInput(listed?: readonly ListedItem[]) {
  return currencyChangeFields.superRefine((value, ctx) => {
    const currency: CurrencyCode = value.currency;
    const seen = new Set<string>();
    value.prices.forEach((entry, index) => {
      const key = itemKey(entry);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['prices', index],
          message: CURRENCY_CHANGE_MESSAGES.duplicate,
        });
        return;
      }
      seen.add(key);
      const message = validatePrice(entry.price, currency, { kind: 'currencyChange' });
      if (message) {
        ctx.addIssue({ code: 'custom', path: ['prices', index, 'price'], message });
        return;
      }
      const months = listed?.find((item) => itemKey(item) === key)?.paymentPlanMonths;
      if (months) {
        const minimum = CURRENCIES[currency].minimumChargeMinor;
        if (monthlyAmount(toMinor(entry.price, currency), months) < minimum) {
          ctx.addIssue({
            code: 'custom',
            path: ['prices', index, 'price'],
            message: perMonthMessage(minimum, currency),
          });
        }
      }
    });
    if (listed?.some((item) => !seen.has(itemKey(item)))) {
      ctx.addIssue({ code: 'custom', path: ['prices'], message: CURRENCY_CHANGE_MESSAGES.missing });
    }
  });
}
export type CurrencyChangeInput = z.infer<typeof currencyChangeFields>;
