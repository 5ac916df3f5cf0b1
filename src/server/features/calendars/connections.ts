import { CALENDAR_AUTH_PROBLEM } from '../../../domain/calendar/account-messages';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import {
  type CredentialsKeyring,
  credentialsKeyring,
  decryptCredentials,
  encryptCredentials,
} from '../../integrations/calendars/credentials-crypto';
import {
  type CalendarAdapter,
  type CalendarConnection,
  type CalendarCredentials,
  type CalendarProviderName,
  CalendarUnavailableError,
} from '../../integrations/calendars/port';
import { renderEmail } from '../../integrations/mail/layout';
import * as repo from './repository';

// Opening a stored account: its credentials decrypted, refreshed tokens stored back encrypted,
// and a refusal of its credentials recorded once and told to the expert once.

export type CalendarDeps = Pick<AppDeps, 'config' | 'secrets' | 'calendars' | 'outbox' | 'log' | 'clock'> & {
  db: Db;
};

export const CONNECTED_CALENDARS_PATH = '/dashboard/scheduling/services/connected-calendars';

const keyrings = new Map<string, CredentialsKeyring>();

export function keyringOf(deps: Pick<AppDeps, 'secrets'>): CredentialsKeyring {
  const key = deps.secrets.credentialsKey;
  let ring = keyrings.get(key);
  if (!ring) {
    ring = credentialsKeyring(key);
    keyrings.set(key, ring);
  }
  return ring;
}

export const sealCredentials = (deps: Pick<AppDeps, 'secrets'>, credentials: CalendarCredentials) =>
  encryptCredentials(keyringOf(deps), credentials);

export function adapterOf(deps: Pick<AppDeps, 'calendars'>, provider: CalendarProviderName): CalendarAdapter {
  const adapter = deps.calendars[provider];
  if (!adapter)
    throw new CalendarUnavailableError(`${provider} calendars are not set up on this installation`);
  return adapter;
}

/** A connection to a stored account; tokens the adapter refreshes are stored (encrypted) at once. */
export function openAccount(deps: CalendarDeps, account: repo.AccountRow): CalendarConnection {
  const adapter = adapterOf(deps, account.provider as CalendarProviderName);
  const credentials = decryptCredentials(keyringOf(deps), account.credentials);
  return adapter.open(credentials, async (next) => {
    await repo.storeCredentials(deps.db, account.id, sealCredentials(deps, next));
  });
}

/**
 * The provider refused the account's credentials: it gets `hasAuthError` and the expert one
 * email per failure (the flag changes once; a reconnect clears it and starts a new failure).
 */
export async function markAuthProblem(deps: CalendarDeps, account: repo.AccountRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.flagAuthError(tx, account.id);
    if (!before) return;
    const expert = await repo.findExpert(tx, account.userId);
    if (!expert) return;
    await queueAuthProblemEmail(deps, tx, expert.email, account, before.updatedAt);
  });
  deps.log.warn('calendar credentials refused; the account needs reconnecting', {
    accountId: account.id,
    provider: account.provider,
  });
}

async function queueAuthProblemEmail(
  deps: CalendarDeps,
  tx: DbOrTx,
  to: string,
  account: repo.AccountRow,
  since: Date,
): Promise<void> {
  const url = `${deps.config.publicUrl}${CONNECTED_CALENDARS_PATH}`;
  const who = account.email ?? account.appleId ?? account.principalName;
  const { html, text } = renderEmail({
    heading: 'Please re-connect your calendar',
    paragraphs: [
      CALENDAR_AUTH_PROBLEM,
      ...(who ? [`The account: ${who}.`] : []),
      'Until then its busy times are not refreshed and new sessions are not written to it.',
    ],
    action: { label: 'Open connected calendars', url },
  });
  await deps.outbox.queue(
    tx,
    { to, subject: 'There is a problem with your calendar credentials', text, html },
    { idempotencyKey: `calendar-auth-problem:${account.id}:${since.toISOString()}` },
  );
}
