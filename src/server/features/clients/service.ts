import {
  CLIENT_EMAIL_TAKEN,
  CLIENT_NOT_FOUND,
  type ClientInput,
  clientInput,
  type ParsedClientInput,
} from '../../../domain/clients/client-input';
import type { ClientView } from '../../../domain/clients/client-view';
import { addEmail, clientSearchFields, normalizeEmail } from '../../../domain/public-booking/client-fields';
import type { Db, DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { conflict, notFound, validationError } from '../../http/errors';
import { newId } from '../../ids';
import { requireBookingPage } from '../booking-page/service';
import { announceEvent, clientEventData } from '../integrations/announce';
import { toListItem } from './list-service';
import * as repo from './repository';

function toView(row: repo.ClientRow): ClientView {
  return { ...toListItem({ ...row, email: row.primaryEmail }), emails: row.emails };
}

/** The expert's page and one of its clients, or 404 'Client not found' (another page's too). */
export async function requireClient(db: DbOrTx, userId: string, clientId: string, lock?: 'update') {
  const page = await requireBookingPage(db, userId);
  const client = await repo.findClient(db, page.id, clientId, lock);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return { page, client };
}

export async function getClient(db: Db, userId: string, clientId: string): Promise<ClientView> {
  return toView((await requireClient(db, userId, clientId)).client);
}

function parse(body: ClientInput): ParsedClientInput {
  const parsed = clientInput.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

const duplicate = () => conflict(CLIENT_EMAIL_TAKEN, { email: CLIENT_EMAIL_TAKEN });

/**
 * spec (§5, §7): a new client and its email mapping in one transaction. The client row is
 * written first; if the mapping then turns out to belong to another client (also when a
 * concurrent request took it a moment before), the whole transaction is undone.
 */
export async function createClient(db: Db, userId: string, body: ClientInput): Promise<ClientView> {
  const input = parse(body);
  const page = await requireBookingPage(db, userId);
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.insertClient(tx, {
      id,
      pageId: page.id,
      firstName: input.firstName,
      lastName: input.lastName,
      primaryEmail: input.email,
      ...addEmail([], input.email),
      ...clientSearchFields(input.firstName, input.lastName, input.email),
    });
    if ((await repo.claimEmail(tx, page.id, normalizeEmail(input.email), id)) !== id) throw duplicate();
    const now = stampNow();
    await announceEvent(
      tx,
      { userId },
      'client.created',
      () => clientEventData({ id, ...input, createdAt: now }, 'dashboard'),
      now,
      `client.created:${id}`,
    );
  });
  return getClient(db, userId, id);
}

/**
 * spec (§5, §7): edits a client; when the email changes, its mapping is replaced (the old one
 * deleted, the new one created) in the same transaction as the client, under the client's row
 * lock. The client's other emails (from bookings) keep theirs.
 */
export async function updateClient(
  db: Db,
  userId: string,
  clientId: string,
  body: ClientInput,
): Promise<ClientView> {
  // Another expert's client is not found before the input is judged.
  await requireClient(db, userId, clientId);
  const input = parse(body);
  await db.transaction(async (tx) => {
    const { page, client } = await requireClient(tx, userId, clientId, 'update');
    const before = normalizeEmail(client.primaryEmail);
    const after = normalizeEmail(input.email);
    // The old primary email gives way to the new one; other emails stay as they are.
    const emails = client.emails
      .filter((email) => normalizeEmail(email) !== before)
      .reduce((list, email) => addEmail(list.emails, email), addEmail([], input.email));
    await repo.updateClient(tx, client.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      primaryEmail: input.email,
      ...emails,
      ...clientSearchFields(input.firstName, input.lastName, input.email),
      updatedAt: stampNow(),
    });
    if (after === before) return;
    await repo.releaseEmail(tx, page.id, before, client.id);
    if ((await repo.claimEmail(tx, page.id, after, client.id)) !== client.id) throw duplicate();
  });
  return getClient(db, userId, clientId);
}
