// The sessions screens under the home area (spec doc 1, §2).
export const SESSIONS_PATH = '/dashboard/home/sessions';
export const CANCELLED_SESSIONS_PATH = `${SESSIONS_PATH}/cancelled`;
export const BILLING_PATH = '/dashboard/account/billing';

export const sessionPath = (id: string) => `${SESSIONS_PATH}/${encodeURIComponent(id)}`;
export const sessionActionPath = (id: string, action: 'cancel' | 'reschedule' | 'location' | 'recordings') =>
  `${sessionPath(id)}/${action}`;
export const bookingsExportUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/bookings/export`;
