import {
  type DefaultProviderInput,
  type LocationInput,
  ZOOM_NOT_CONNECTED,
} from '../../../domain/locations/location-input';
import type { LocationsOverviewView, LocationView } from '../../../domain/locations/location-view';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { newId } from '../../ids';
import * as repo from './repository';

export function toLocationView(row: repo.LocationRow): LocationView {
  return { id: row.id, name: row.name, location: row.location, createdAt: row.createdAt.toISOString() };
}

export async function getLocationsOverview(db: Db, userId: string): Promise<LocationsOverviewView> {
  const [rows, defaultProvider, zoomConnected] = await Promise.all([
    repo.listLocations(db, userId),
    repo.findDefaultProvider(db, userId),
    repo.isZoomConnected(db, userId),
  ]);
  return { locations: rows.map(toLocationView), defaultProvider, zoomConnected };
}

export async function getLocation(db: Db, userId: string, id: string): Promise<repo.LocationRow> {
  const row = await repo.findLocation(db, userId, id);
  if (!row) throw notFound();
  return row;
}

export async function createLocation(
  db: Db,
  userId: string,
  input: LocationInput,
): Promise<repo.LocationRow> {
  return repo.insertLocation(db, { id: newId(), userId, name: input.name, location: input.location });
}

export async function updateLocation(db: Db, userId: string, id: string, input: LocationInput) {
  const row = await repo.updateLocation(db, userId, id, input);
  if (!row) throw notFound();
  return row;
}

// spec (doc 2, §4): deleting the location that is the default resets the default to daily.
export async function deleteLocation(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findDefaultProvider(tx, userId);
    if (!(await repo.deleteLocation(tx, userId, id))) throw notFound();
    if (current.type === 'custom' && current.locationId === id) {
      await repo.saveDefaultProvider(tx, userId, { type: 'daily', locationId: null });
    }
  });
}

export async function setDefaultProvider(db: Db, userId: string, input: DefaultProviderInput) {
  if (input.type === 'zoom' && !(await repo.isZoomConnected(db, userId))) {
    throw badRequest(ZOOM_NOT_CONNECTED, { type: ZOOM_NOT_CONNECTED });
  }
  const value: repo.DefaultProvider =
    input.type === 'custom'
      ? { type: 'custom', locationId: input.locationId }
      : { type: input.type, locationId: null };
  await db.transaction(async (tx) => {
    // Another expert's location is not found; the share lock holds off a concurrent delete.
    if (value.locationId && !(await repo.findLocation(tx, userId, value.locationId, 'share')))
      throw notFound();
    await repo.saveDefaultProvider(tx, userId, value);
  });
  return value;
}
