import type { LocationChoice } from '../../../domain/locations/location-choice';
import type { DbOrTx } from '../../db/client';
import { checkLocationChoiceOwned } from '../locations/location-choice';
import { findDefaultProvider, findLocation } from '../locations/repository';
import type { SessionInsert } from './repository';

export type LocationSnapshot = Pick<
  SessionInsert,
  'locationType' | 'locationId' | 'locationName' | 'locationDetails'
>;

/**
 * Where a group session takes place, resolved when it is saved: the default choice (null)
 * becomes the expert's default provider at that moment, and a custom location is copied (name
 * and details) so the session keeps them if the location is later edited or deleted. Another
 * expert's location is not found (404); Zoom needs a connected account (400).
 */
export async function resolveLocationSnapshot(
  db: DbOrTx,
  userId: string,
  choice: LocationChoice,
): Promise<LocationSnapshot> {
  await checkLocationChoiceOwned(db, userId, choice);
  const resolved =
    choice.locationType === null
      ? await findDefaultProvider(db, userId)
      : { type: choice.locationType, locationId: choice.locationId };
  if (resolved.type === 'custom' && resolved.locationId) {
    const location = await findLocation(db, userId, resolved.locationId, 'share');
    if (location) {
      return {
        locationType: 'custom',
        locationId: location.id,
        locationName: location.name,
        locationDetails: location.location,
      };
    }
  }
  // A default custom location deleted in the meantime reads as built-in video, as elsewhere.
  const type = resolved.type === 'custom' ? 'daily' : resolved.type;
  return { locationType: type, locationId: null, locationName: null, locationDetails: null };
}
