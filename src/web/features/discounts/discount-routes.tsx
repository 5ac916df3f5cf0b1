import type { RouteObject } from 'react-router';
import { CreateDiscountRoute } from './routes/create-discount-route';
import { DiscountRoute } from './routes/discount-route';
import { DiscountsRoute } from './routes/discounts-route';
import { EditDiscountRoute } from './routes/edit-discount-route';

/** The discount screens, relative to /dashboard (spec doc 2, §2: list, create, {discountId}, edit). */
export const discountRoutes: RouteObject[] = [
  { path: 'payments/discounts', element: <DiscountsRoute /> },
  // 'create' is static, so it ranks above the code's id.
  { path: 'payments/discounts/create', element: <CreateDiscountRoute /> },
  { path: 'payments/discounts/:discountId', element: <DiscountRoute /> },
  { path: 'payments/discounts/:discountId/edit', element: <EditDiscountRoute /> },
];
