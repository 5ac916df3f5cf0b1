import type { LocationChoice } from '../../../domain/locations/location-choice';
import { ZOOM_NOT_CONNECTED } from '../../../domain/locations/location-input';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { findLocation, isZoomConnected } from './repository';

/**
 * Checks a service's, series' or group session's location inside the transaction that saves it:
 * another expert's location is not found (404, and the share lock holds off a concurrent
 * delete), and Zoom needs a connected Zoom account.
 */
export async function checkLocationChoiceOwned(
  db: DbOrTx,
  userId: string,
  choice: LocationChoice,
): Promise<void> {
  if (choice.locationType === 'custom' && choice.locationId) {
    if (!(await findLocation(db, userId, choice.locationId, 'share'))) throw notFound();
  }
  if (choice.locationType === 'zoom' && !(await isZoomConnected(db, userId))) {
    throw badRequest(ZOOM_NOT_CONNECTED, { locationType: ZOOM_NOT_CONNECTED });
  }
}
