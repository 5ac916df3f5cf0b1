// The scheduling screens' addresses (spec §2, Scheduling).
export const SCHEDULING_PATH = '/dashboard/scheduling';
export const SERVICES_PATH = `${SCHEDULING_PATH}/services`;
export const CANCELLATION_POLICY_PATH = `${SERVICES_PATH}/cancellation-policy`;
export const TIME_OFF_PATH = `${SERVICES_PATH}/time-off`;
