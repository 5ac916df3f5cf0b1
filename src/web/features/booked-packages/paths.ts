// The booked packages screens under the home area, and where their links lead (spec doc 1, §2).
export const BOOKED_PACKAGES_PATH = '/dashboard/home/packages';

export const bookedPackagePath = (id: string) => `${BOOKED_PACKAGES_PATH}/${encodeURIComponent(id)}`;
export const bookedPackageActionPath = (id: string, action: 'edit' | 'expiration') =>
  `${bookedPackagePath(id)}/${action}`;
export const servicePath = (id: string) => `/dashboard/scheduling/services/${encodeURIComponent(id)}`;
export const seriesPath = (id: string) => `/dashboard/scheduling/series/${encodeURIComponent(id)}`;
export const discountPath = (id: string) => `/dashboard/payments/discounts/${encodeURIComponent(id)}`;
export const CONTACT_PATH = '/contact';
