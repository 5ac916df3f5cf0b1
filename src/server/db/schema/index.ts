// The one aggregating module, for drizzle-kit and the database client. Elsewhere import the
// schema file you mean.
export * from './auth';
export * from './availabilities';
export * from './billing';
export * from './booked-packages';
export * from './booking-pages';
export * from './bookings';
export * from './calls';
export * from './clients';
export * from './connected-accounts';
export * from './discount-codes';
export * from './email';
export * from './jobs';
export * from './locations';
export * from './packages';
export * from './partners';
export * from './payment-accounts';
export * from './payment-plans';
export * from './recordings';
export * from './series';
export * from './services';
export * from './sessions';
export * from './time-off';
export * from './user-settings';
export * from './workflow-links';
export * from './workflow-schedules';
export * from './workflows';
