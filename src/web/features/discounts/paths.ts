// The discount screens' addresses (spec doc 2, §2: list, create, {discountId}, {discountId}/edit).
export const DISCOUNTS_PATH = '/dashboard/payments/discounts';
export const CREATE_DISCOUNT_PATH = `${DISCOUNTS_PATH}/create`;
export const discountPath = (discountId: string) => `${DISCOUNTS_PATH}/${encodeURIComponent(discountId)}`;
export const editDiscountPath = (discountId: string) => `${discountPath(discountId)}/edit`;
