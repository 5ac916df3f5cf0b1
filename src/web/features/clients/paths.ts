// The clients screens under the home tabs (spec §2).
export const CLIENTS_PATH = '/dashboard/home/clients';
export const CLIENT_CREATE_PATH = `${CLIENTS_PATH}/create`;
export const clientPath = (id: string, tab?: string) =>
  `${CLIENTS_PATH}/${encodeURIComponent(id)}${tab && tab !== 'sessions' ? `?tab=${tab}` : ''}`;
export const clientEditPath = (id: string) => `${CLIENTS_PATH}/${encodeURIComponent(id)}/edit`;
// Owned by the sessions and booked-packages screens; linked from a client's lists.
export const sessionPath = (id: string) => `/dashboard/home/sessions/${encodeURIComponent(id)}`;
export const bookedPackagePath = (id: string) => `/dashboard/home/packages/${encodeURIComponent(id)}`;
/** The CSV download: a plain link, so the browser streams the file to disk itself. */
export const CLIENTS_EXPORT_URL = '/api/clients/export';
