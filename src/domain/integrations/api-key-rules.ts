// issue 15 (Integrations): API keys. A key is shown once; the server keeps its SHA-256 and the
// prefix the list shows. No zod here: the server's auth middleware reads these at start-up.

export const API_KEY_LIMITS = { nameMin: 1, nameMax: 60, keysPerExpert: 10 } as const;

export const API_KEY_MESSAGES = {
  name: 'Please give this key a name',
  nameTooLong: 'Name is too long',
  tooManyKeys: 'You can have at most 10 API keys. Revoke one you no longer use.',
  invalidKey: 'This API key is not valid',
  cookieOnly: 'API keys can only be managed from the dashboard',
  apiKeyOnly: 'REST hooks need an API key (Authorization: Bearer …)',
} as const;

/** Every key starts so; secret scanners and people can tell what it is. */
export const API_KEY_PREFIX = 'sw_live_';
/** The part of a key the list shows: the prefix and the first characters of its secret. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
