// The locations screens' addresses (spec §2: list, create at create, edit at {locationId}).
export const LOCATIONS_PATH = '/dashboard/calls/locations';
export const CREATE_LOCATION_PATH = `${LOCATIONS_PATH}/create`;
export const locationPath = (locationId: string) => `${LOCATIONS_PATH}/${encodeURIComponent(locationId)}`;
