// The scheduling screens' addresses (spec §2, Scheduling).
const segment = (id: string) => encodeURIComponent(id);

export const SCHEDULING_PATH = '/dashboard/scheduling';

// Services tab and the pages under it.
export const SERVICES_PATH = `${SCHEDULING_PATH}/services`;
export const CANCELLATION_POLICY_PATH = `${SERVICES_PATH}/cancellation-policy`;
export const TIME_OFF_PATH = `${SERVICES_PATH}/time-off`;
export const SCHEDULING_RULES_PATH = `${SERVICES_PATH}/rules`;
export const CONNECTED_CALENDARS_PATH = `${SERVICES_PATH}/connected-calendars`;
export const SERVICE_CREATE_PATH = `${SERVICES_PATH}/create`;
export const SERVICES_REORDER_PATH = `${SERVICES_PATH}/reorder`;
export const servicePath = (serviceId: string) => `${SERVICES_PATH}/${segment(serviceId)}`;
export const AVAILABILITY_CREATE_PATH = `${SERVICES_PATH}/availabilities/create`;
export const availabilityPath = (availabilityId: string) =>
  `${SERVICES_PATH}/availabilities/${segment(availabilityId)}`;
export const availabilityRenamePath = (availabilityId: string) =>
  `${availabilityPath(availabilityId)}/rename`;

// Group sessions tab: standalone group sessions and series.
export const GROUP_PATH = `${SCHEDULING_PATH}/group`;
export const GROUP_SESSION_CREATE_PATH = `${GROUP_PATH}/sessions/create`;
export const groupSessionPath = (sessionId: string) => `${GROUP_PATH}/sessions/${segment(sessionId)}`;
export const SERIES_CREATE_PATH = `${GROUP_PATH}/series/create`;
export const SERIES_REORDER_PATH = `${GROUP_PATH}/series/reorder`;
export const seriesPath = (seriesId: string) => `${GROUP_PATH}/series/${segment(seriesId)}`;
export const seriesSessionCreatePath = (seriesId: string) => `${seriesPath(seriesId)}/sessions/create`;
export const seriesSessionPath = (seriesId: string, sessionId: string) =>
  `${seriesPath(seriesId)}/sessions/${segment(sessionId)}`;

// Packages tab.
export const PACKAGES_PATH = `${SCHEDULING_PATH}/packages`;
export const PACKAGE_CREATE_PATH = `${PACKAGES_PATH}/create`;
export const PACKAGES_REORDER_PATH = `${PACKAGES_PATH}/reorder`;
export const packagePath = (packageId: string) => `${PACKAGES_PATH}/${segment(packageId)}`;

// Public pages the dashboard links to (built with the booking side, issue 4).
export const publicSeriesPath = (seriesId: string) => `/series/${segment(seriesId)}`;
export const publicPackagePath = (packageId: string) => `/packages/${segment(packageId)}`;
