import {
  APPLE_CONNECT_FAILED,
  CALDAV_ADDRESS_REFUSED,
  CALDAV_URL_INVALID,
  CALENDAR_ALREADY_CONNECTED,
  CALENDAR_PERMISSIONS_MISSING,
  CALENDAR_PROVIDER_LABELS,
  calendarLimitReached,
  ICLOUD_CALDAV_URL,
} from '../../../domain/calendar/account-messages';
import type {
  AppleConnectInput,
  CalendarAccountView,
  OauthConnectInput,
} from '../../../domain/calendar/accounts';
import { limitFor } from '../../../domain/plans/access';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { refusedUpFront } from '../../integrations/address-guard';
import {
  type CalendarAdapter,
  CalendarAddressError,
  CalendarAuthError,
  type CalendarCredentials,
  type CalendarInfo,
  CalendarScopeError,
  CalendarUnavailableError,
  type ConnectedIdentity,
  type OAuthCalendarAdapter,
} from '../../integrations/calendars/port';
import { queueBusyRefresh } from './calendar-jobs';
import { type CalendarDeps, sealCredentials } from './connections';
import { signOauthState, verifyOauthState } from './oauth-state';
import { queueWatch } from './push';
import * as repo from './repository';
import { loadAccountView } from './views';

// spec §7 integrationsConnectAccount: Google and Microsoft through the OAuth popup, Apple (and
// any CalDAV server) with an app-specific password. §9: 2 accounts, 4 with increasedCalendarLimit,
// checked under the expert's row lock so two connects at once cannot both pass.

export type OauthProvider = 'google' | 'microsoft';

export const INVALID_STATE = 'Invalid state';
export const INVALID_CODE = 'Invalid code';
export const notSetUp = (provider: OauthProvider) =>
  `${CALENDAR_PROVIDER_LABELS[provider]} is not set up on this Slotwise installation.`;

const redirectUri = (deps: CalendarDeps) => `${deps.config.publicUrl}/oauth-callback`;

function oauthAdapter(deps: CalendarDeps, provider: OauthProvider): OAuthCalendarAdapter {
  const adapter = deps.calendars[provider];
  if (!adapter) throw conflict(notSetUp(provider));
  return adapter;
}

async function checkRoom(deps: CalendarDeps, userId: string, accountId: string | null | undefined) {
  if (accountId) {
    if (!(await repo.findAccount(deps.db, userId, accountId))) throw notFound();
    return;
  }
  const expert = await repo.findExpert(deps.db, userId);
  const limit = limitFor(expert?.pricingPlanId, 'calendarAccounts');
  if ((await repo.countAccounts(deps.db, userId)) >= limit) throw conflict(calendarLimitReached(limit));
}

/** The consent screen's address, with a signed state naming the expert, provider and account. */
export async function startOauth(
  deps: CalendarDeps,
  userId: string,
  provider: OauthProvider,
  accountId: string | undefined,
  now: number,
): Promise<{ url: string }> {
  const adapter = oauthAdapter(deps, provider);
  await checkRoom(deps, userId, accountId);
  const login = accountId ? (await repo.findAccount(deps.db, userId, accountId))?.email : null;
  const state = signOauthState(
    deps.secrets.linkSigningKey,
    { userId, provider, accountId: accountId ?? null },
    now,
  );
  return { url: adapter.authorizeUrl(state, redirectUri(deps), login ?? undefined) };
}

export async function connectOauth(
  deps: CalendarDeps,
  userId: string,
  provider: OauthProvider,
  input: OauthConnectInput,
  now: number,
): Promise<{ created: boolean; account: CalendarAccountView }> {
  const adapter = oauthAdapter(deps, provider);
  const state = verifyOauthState(deps.secrets.linkSigningKey, input.state, { userId, provider }, now);
  if (!state) throw badRequest(INVALID_STATE);
  await checkRoom(deps, userId, state.accountId);
  let identity: ConnectedIdentity;
  try {
    identity = await adapter.exchangeCode(input.code, redirectUri(deps));
  } catch (error) {
    if (error instanceof CalendarScopeError) throw badRequest(CALENDAR_PERMISSIONS_MISSING);
    if (error instanceof CalendarAuthError) throw badRequest(INVALID_CODE);
    throw error;
  }
  return saveConnection(deps, userId, adapter, identity, state.accountId, now);
}

export async function connectApple(
  deps: CalendarDeps,
  userId: string,
  input: AppleConnectInput,
  now: number,
): Promise<{ created: boolean; account: CalendarAccountView }> {
  const serverUrl = input.serverUrl ? input.serverUrl.replace(/\/$/, '') : ICLOUD_CALDAV_URL;
  // Credentials travel to the server in clear inside the connection: https only, but for tests.
  // In production the server must also be outside private networks (ADR 039): an IP literal is
  // refused here, a host name as each request resolves it (the adapter, CalendarAddressError).
  const { caldavAllowHttp, caldavAllowPrivateNetworks } = deps.config.calendars;
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw badRequest(CALDAV_URL_INVALID, { serverUrl: CALDAV_URL_INVALID });
  }
  const refused = refusedUpFront(url, {
    allowHttp: caldavAllowHttp,
    allowPrivateNetworks: caldavAllowPrivateNetworks,
  });
  if (refused) throw addressRefused(refused.reason);
  await checkRoom(deps, userId, input.accountId);
  let identity: ConnectedIdentity;
  try {
    identity = await deps.calendars.apple.connect({
      serverUrl,
      username: input.username,
      password: input.password,
    });
  } catch (error) {
    if (error instanceof CalendarAddressError) throw addressRefused(error.reason);
    if (error instanceof CalendarAuthError || error instanceof CalendarUnavailableError) {
      throw conflict(`${APPLE_CONNECT_FAILED}${error.message}`);
    }
    throw error;
  }
  return saveConnection(
    deps,
    userId,
    deps.calendars.apple,
    identity,
    input.accountId ?? null,
    now,
    input.username,
  );
}

/** 400 'Failed to connect Apple account: ' and why the address is refused (spec §8's form of words). */
function addressRefused(reason: CalendarAddressError['reason']) {
  return badRequest(`${APPLE_CONNECT_FAILED}${CALDAV_ADDRESS_REFUSED[reason]}`);
}

/** The account's calendars, read with the new credentials before anything is stored. */
async function readCalendars(adapter: CalendarAdapter, identity: ConnectedIdentity) {
  let credentials: CalendarCredentials = identity.credentials;
  const connection = adapter.open(credentials, async (next) => {
    credentials = next;
  });
  const calendars: CalendarInfo[] = await connection.listCalendars();
  return { calendars, credentials: () => credentials };
}

async function saveConnection(
  deps: CalendarDeps,
  userId: string,
  adapter: CalendarAdapter,
  identity: ConnectedIdentity,
  reconnectId: string | null,
  now: number,
  appleId: string | null = null,
): Promise<{ created: boolean; account: CalendarAccountView }> {
  const read = await readCalendars(adapter, identity);
  const provider = adapter.provider;
  const accountId = await deps.db.transaction(async (tx) => {
    const expert = await repo.lockExpert(tx, userId);
    if (!expert) throw notFound();
    const same = await repo.findByExternalId(tx, userId, provider, identity.externalId);
    const values = {
      email: identity.email,
      principalName: identity.principalName,
      appleId,
      credentials: sealCredentials(deps, read.credentials()),
    };
    if (reconnectId) {
      const account = await repo.findAccount(tx, userId, reconnectId);
      if (!account || account.provider !== provider) throw notFound();
      if (same && same.id !== reconnectId) throw conflict(CALENDAR_ALREADY_CONNECTED);
      await repo.reconnectAccount(tx, reconnectId, { ...values });
      await repo.replaceCalendars(tx, reconnectId, read.calendars);
      await queueBusyRefresh(tx, reconnectId, now, 'now');
      await queueWatch(deps, tx, reconnectId, provider, now, `now:${now}`);
      return reconnectId;
    }
    if (same) throw conflict(CALENDAR_ALREADY_CONNECTED);
    const limit = limitFor(expert.pricingPlanId, 'calendarAccounts');
    if ((await repo.countAccounts(tx, userId)) >= limit) throw conflict(calendarLimitReached(limit));
    const id = newId();
    await repo.insertAccount(tx, {
      id,
      userId,
      type: 'calendar',
      provider,
      externalId: identity.externalId,
      ...values,
      credentials: values.credentials as unknown as Record<string, unknown>,
      connectedAt: new Date(now),
    });
    await repo.replaceCalendars(tx, id, read.calendars);
    await chooseDefaults(tx, userId, id, read.calendars);
    await queueBusyRefresh(tx, id, now, 'now');
    await queueWatch(deps, tx, id, provider, now, `now:${now}`);
    return id;
  });
  const account = await repo.findAccount(deps.db, userId, accountId);
  if (!account) throw new AppError(500, 'internal', 'The connected account vanished');
  return { created: !reconnectId, account: await loadAccountView(deps.db, account) };
}

/**
 * Our default (the spec names none): a new account's primary calendar blocks slots, and becomes
 * the 'to' calendar when the expert has none yet and it can be written to.
 */
async function chooseDefaults(
  tx: Parameters<typeof repo.setSyncFrom>[0],
  userId: string,
  accountId: string,
  calendars: CalendarInfo[],
): Promise<void> {
  const primary = calendars.find((c) => c.primary) ?? calendars[0];
  if (!primary) return;
  await repo.setSyncFrom(tx, accountId, [primary.id]);
  if (primary.writeable && !(await repo.getSyncTo(tx, userId))) {
    await repo.setSyncTo(tx, userId, { accountId, calendarId: primary.id });
  }
}
