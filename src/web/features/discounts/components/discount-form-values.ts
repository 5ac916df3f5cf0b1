import type { FormErrors } from '@mantine/form';
import {
  DISCOUNT_PRODUCT_TYPES,
  type DiscountInput,
  type DiscountProductType,
  type DiscountValueType,
  discountInput,
} from '../../../../domain/discounts/discount-input';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { type CurrencyCode, isCurrencyCode } from '../../../../domain/money/currencies';
import { toMajor } from '../../../../domain/money/money';
import { zodValidate } from '../../../lib/zod-form';

/** What the discount form holds: number inputs are '' while empty; checkboxes keep what they had. */
export type DiscountFormValues = {
  code: string;
  valueType: DiscountValueType;
  percentOff: number | '';
  amountOff: number | '';
  limitRedemptions: boolean;
  maxRedemptions: number | '';
  restrictClient: boolean;
  clientId: string | null;
  /** The chosen client's name, shown while they are not among the search results. */
  clientName: string;
  restrictProducts: boolean;
  /** 'service:id', 'package:id', … (the product picker's values). */
  products: string[];
};

export const EMPTY_DISCOUNT_VALUES: DiscountFormValues = {
  code: '',
  valueType: 'percentage',
  percentOff: '',
  amountOff: '',
  limitRedemptions: false,
  maxRedemptions: '',
  restrictClient: false,
  clientId: null,
  clientName: '',
  restrictProducts: false,
  products: [],
};

export const productKey = (type: DiscountProductType, id: string) => `${type}:${id}`;

function parseProductKey(key: string): { type: DiscountProductType; id: string } {
  const at = key.indexOf(':');
  const type = key.slice(0, at) as DiscountProductType;
  return { type: DISCOUNT_PRODUCT_TYPES.includes(type) ? type : 'service', id: key.slice(at + 1) };
}

/** A saved code in the form (editing). */
export function valuesFromDiscount(discount: DiscountView): DiscountFormValues {
  const currency = discount.currency;
  return {
    code: discount.code,
    valueType: discount.valueType,
    percentOff: discount.percentOff ?? '',
    amountOff:
      discount.amountOff === null
        ? ''
        : currency && isCurrencyCode(currency)
          ? toMajor(discount.amountOff, currency)
          : discount.amountOff / 100,
    limitRedemptions: discount.maxRedemptions !== null,
    maxRedemptions: discount.maxRedemptions ?? '',
    restrictClient: discount.client !== null,
    clientId: discount.client?.id ?? null,
    clientName: discount.client ? `${discount.client.firstName} ${discount.client.lastName}` : '',
    restrictProducts: discount.products !== null,
    products: discount.products?.map((p) => productKey(p.type, p.id)) ?? [],
  };
}

const numberOrNull = (value: number | '') => (value === '' ? null : value);

/** spec §5: unchecking a restriction (or the limit) clears it; the other value type is not sent. */
export function toDiscountInput(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code,
    valueType: values.valueType,
    percentOff: values.valueType === 'percentage' ? numberOrNull(values.percentOff) : null,
    amountOff: values.valueType === 'fixed' ? numberOrNull(values.amountOff) : null,
    maxRedemptions: values.limitRedemptions ? numberOrNull(values.maxRedemptions) : null,
    clientId: values.restrictClient ? values.clientId : null,
    products: values.restrictProducts ? values.products.map(parseProductKey) : null,
  };
}

/** The form's messages: the API's own schema run on what would be sent. */
export function validateDiscountForm(currency: CurrencyCode) {
  const validate = zodValidate<DiscountInput>(discountInput(currency));
  return (values: DiscountFormValues): FormErrors => {
    const errors = validate(toDiscountInput(values));
    // A checked client restriction needs a client (the schema reads null as "any client").
    if (values.restrictClient && !values.clientId) errors.clientId = 'Please choose a client';
    // 'products.0.id' and the like belong to the one picker.
    for (const key of Object.keys(errors))
      if (key.startsWith('products.')) {
        errors.products ??= errors[key];
        delete errors[key];
      }
    return errors;
  };
}
