import type { BookingDeps } from '../public-booking/booking-service';
import { signPackageToken } from '../public-booking/booking-token';

/** The path of a booked package's signed use link (the package id alone asks for the email). */
export function packageUsePath(deps: Pick<BookingDeps, 'secrets'>, bookedPackageId: string): string {
  const token = signPackageToken(deps.secrets.linkSigningKey, bookedPackageId);
  return `/packages/use?packageId=${encodeURIComponent(bookedPackageId)}&token=${encodeURIComponent(token)}`;
}

export const packageUseUrl = (deps: Pick<BookingDeps, 'secrets' | 'config'>, bookedPackageId: string) =>
  `${deps.config.publicUrl}${packageUsePath(deps, bookedPackageId)}`;
