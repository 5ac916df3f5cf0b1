import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(32),
  LINK_SIGNING_KEY: 'b'.repeat(32),
  CREDENTIALS_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('loadConfig: PUBLIC_URL and cookies (ADR 025)', () => {
  it('refuses an http PUBLIC_URL in production', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://slotwise.example' })).toThrow(
      'PUBLIC_URL: production needs an https address (got http://slotwise.example); set ALLOW_HTTP_PUBLIC_URL=true if TLS ends at a proxy in front of this server',
    );
  });

  it('refuses production without a PUBLIC_URL (the default is http://localhost)', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: production needs an https address/);
  });

  it('allows an http PUBLIC_URL in production with ALLOW_HTTP_PUBLIC_URL=true, cookies still Secure', () => {
    const config = loadConfig({
      ...production,
      PUBLIC_URL: 'http://slotwise.internal',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    });
    expect(config.publicUrl).toBe('http://slotwise.internal');
    expect(config.secureCookies).toBe(true);
  });

  it('makes cookies Secure for an https PUBLIC_URL outside production, not for local http', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://slotwise.example' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://slotwise.example' }).secureCookies).toBe(true);
  });
});

describe('loadConfig: TRUST_PROXY (ADR 025)', () => {
  it('trusts no forwarded-for header by default', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'off' });
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toEqual({ kind: 'off' });
  });

  it('takes a number of hops or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, fd00::/8' }).trustProxy).toMatchObject({
      kind: 'proxies',
      list: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    });
  });

  it('refuses anything else with a readable message', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration:\n  TRUST_PROXY: "true" is not off, a number of hops or an IP address/CIDR',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY: "10.0.0.0/33" has an invalid prefix length',
    );
  });
});

describe('loadConfig: CLOCK_START (ADR 029)', () => {
  it('reads the system clock by default', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
  });

  it('starts a test server at an instant', () => {
    expect(loadConfig({ CLOCK_START: '2027-03-28T00:59:30.000Z' }).clockStart).toEqual(
      new Date('2027-03-28T00:59:30.000Z'),
    );
  });

  it('refuses what is not an instant, and any fixed start in production', () => {
    expect(() => loadConfig({ CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
    expect(() =>
      loadConfig({
        ...production,
        PUBLIC_URL: 'https://slotwise.example',
        CLOCK_START: '2027-03-28T00:59:30Z',
      }),
    ).toThrow('CLOCK_START: production reads the system clock; a fixed start is for tests');
  });
});

describe('loadConfig: Stripe (ADR 032)', () => {
  const https = { ...production, PUBLIC_URL: 'https://slotwise.example' };

  it('keeps the sandbox the default outside production and none in production', () => {
    expect(loadConfig({}).payments).toBe('sandbox');
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(https).payments).toBe('none');
  });

  it('needs the secret key and the webhook secret for PAYMENTS=stripe', () => {
    expect(() => loadConfig({ ...https, PAYMENTS: 'stripe' })).toThrow(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENTS=stripe\n  STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe',
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe',
    );
  });

  it('reads the keys, and the Connect OAuth client id when given', () => {
    const config = loadConfig({
      ...https,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_CONNECT_CLIENT_ID: 'ca_x',
    });
    expect(config.payments).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      connectClientId: 'ca_x',
      apiBase: undefined,
    });
  });

  it('refuses a fake Stripe address (STRIPE_API_BASE) in production', () => {
    expect(() =>
      loadConfig({
        ...https,
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toThrow('STRIPE_API_BASE: production talks to Stripe itself; another address is for tests');
    expect(
      loadConfig({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe?.apiBase,
    ).toBe('http://127.0.0.1:12111');
  });
});

describe('loadConfig: analytics (ADR 037)', () => {
  it('writes events to the log when no PostHog key is set, production included', () => {
    expect(loadConfig({}).analytics).toEqual({ kind: 'log' });
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://slotwise.example' }).analytics).toEqual({
      kind: 'log',
    });
  });

  it("sends to PostHog's US cloud with POSTHOG_API_KEY alone", () => {
    expect(loadConfig({ POSTHOG_API_KEY: 'phc_test' }).analytics).toEqual({
      kind: 'posthog',
      apiKey: 'phc_test',
      host: 'https://us.i.posthog.com',
    });
  });

  it('sends to the POSTHOG_HOST it is given (EU cloud, self-hosted), without a trailing slash', () => {
    expect(
      loadConfig({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'https://eu.i.posthog.com/' }).analytics,
    ).toEqual({ kind: 'posthog', apiKey: 'phc_test', host: 'https://eu.i.posthog.com' });
  });

  it('refuses a POSTHOG_HOST without a key, and one that is not an address', () => {
    expect(() => loadConfig({ POSTHOG_HOST: 'https://eu.i.posthog.com' })).toThrow(
      'Invalid configuration:\n  POSTHOG_API_KEY: required when POSTHOG_HOST is set (without it events only go to the log)',
    );
    expect(() => loadConfig({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'eu.i.posthog.com' })).toThrow(
      /POSTHOG_HOST: /,
    );
  });

  it('treats an empty POSTHOG_API_KEY as not set', () => {
    expect(loadConfig({ POSTHOG_API_KEY: '' }).analytics).toEqual({ kind: 'log' });
  });
});

describe('calendar settings (issue 16)', () => {
  const credentialsKey = Buffer.alloc(32, 1).toString('base64');
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(32),
    LINK_SIGNING_KEY: 'b'.repeat(32),
    CREDENTIALS_KEY: credentialsKey,
    PUBLIC_URL: 'https://slotwise.example',
  };

  it('offers Google and Microsoft only with their keys, Microsoft on the common tenant by default', () => {
    expect(loadConfig({}).calendars).toEqual({
      google: undefined,
      microsoft: undefined,
      caldavAllowHttp: false,
      caldavAllowPrivateNetworks: true,
      pushUrl: null,
    });
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      MICROSOFT_CLIENT_ID: 'm-id',
      MICROSOFT_CLIENT_SECRET: 'm-secret',
    });
    expect(config.calendars).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', apiBase: undefined, oauthBase: undefined },
      microsoft: {
        clientId: 'm-id',
        clientSecret: 'm-secret',
        tenant: 'common',
        graphBase: undefined,
        loginBase: undefined,
      },
      caldavAllowHttp: false,
      caldavAllowPrivateNetworks: true,
      pushUrl: null,
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      'GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set',
    );
  });

  it('requires CREDENTIALS_KEY in production, 32 bytes of base64 anywhere', () => {
    const { CREDENTIALS_KEY: _, ...without } = production;
    expect(() => loadConfig(without)).toThrow(
      'CREDENTIALS_KEY: required in production (openssl rand -base64 32)',
    );
    expect(() => loadConfig({ CREDENTIALS_KEY: 'c2hvcnQ=' })).toThrow(
      'CREDENTIALS_KEY: expected 32 bytes in base64 (openssl rand -base64 32)',
    );
    expect(loadConfig(production).credentialsKey).toBe(credentialsKey);
  });

  it('refuses fake provider addresses and plain-http CalDAV in production', () => {
    for (const key of [
      'GOOGLE_API_BASE',
      'GOOGLE_OAUTH_BASE',
      'MICROSOFT_GRAPH_BASE',
      'MICROSOFT_LOGIN_BASE',
    ]) {
      expect(() => loadConfig({ ...production, [key]: 'http://127.0.0.1:9' })).toThrow(
        `${key}: production talks to the provider itself; another address is for tests`,
      );
    }
    expect(() => loadConfig({ ...production, CALDAV_ALLOW_HTTP: 'true' })).toThrow(
      'CALDAV_ALLOW_HTTP: production reaches CalDAV servers over https only',
    );
    expect(loadConfig({ CALDAV_ALLOW_HTTP: 'true' }).calendars.caldavAllowHttp).toBe(true);
  });

  it('pushes calendar changes only to an https address: CALENDAR_PUSH_URL, else an https PUBLIC_URL', () => {
    expect(loadConfig({}).calendars.pushUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).calendars.pushUrl).toBeNull();
    expect(loadConfig(production).calendars.pushUrl).toBe('https://slotwise.example');
    expect(
      loadConfig({ ...production, CALENDAR_PUSH_URL: 'https://hooks.slotwise.example/' }).calendars.pushUrl,
    ).toBe('https://hooks.slotwise.example');
    expect(loadConfig({ CALENDAR_PUSH_URL: 'http://127.0.0.1:4000' }).calendars.pushUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ ...production, CALENDAR_PUSH_URL: 'http://slotwise.example' })).toThrow(
      'CALENDAR_PUSH_URL: Google and Microsoft post notifications to https addresses only',
    );
  });

  it('keeps CalDAV servers off private networks in production, unless the operator says so', () => {
    expect(loadConfig(production).calendars.caldavAllowPrivateNetworks).toBe(false);
    expect(
      loadConfig({ ...production, CALDAV_ALLOW_PRIVATE_NETWORKS: 'true' }).calendars
        .caldavAllowPrivateNetworks,
    ).toBe(true);
    expect(loadConfig({}).calendars.caldavAllowPrivateNetworks).toBe(true);
    expect(loadConfig({ CALDAV_ALLOW_PRIVATE_NETWORKS: 'false' }).calendars.caldavAllowPrivateNetworks).toBe(
      false,
    );
  });
});

describe('loadConfig: LiveKit as the call media (ADR 040)', () => {
  const https = { ...production, PUBLIC_URL: 'https://slotwise.example' };
  const livekit = { CALLS_MEDIA: 'livekit', LIVEKIT_URL: 'wss://livekit.slotwise.example' };

  it('runs production on LiveKit: it is a real media server, nothing to refuse', () => {
    const config = loadConfig({
      ...https,
      ...livekit,
      LIVEKIT_API_KEY: 'APIkey',
      LIVEKIT_API_SECRET: 'secret',
    });
    expect(config.calls.media).toBe('livekit');
    expect(config.calls.livekit).toEqual({
      url: 'wss://livekit.slotwise.example',
      apiUrl: 'https://livekit.slotwise.example',
      apiKey: 'APIkey',
      apiSecret: 'secret',
    });
  });

  it('fails the start with CALLS_MEDIA=livekit and no key pair, naming what is missing', () => {
    expect(() => loadConfig({ ...https, ...livekit, LIVEKIT_API_KEY: 'APIkey' })).toThrow(
      'Invalid configuration:\n  LIVEKIT_API_KEY, LIVEKIT_API_SECRET: both required with CALLS_MEDIA=livekit (the key pair of livekit.yaml `keys`)',
    );
    expect(() => loadConfig(livekit)).toThrow(/LIVEKIT_API_KEY, LIVEKIT_API_SECRET: both required/);
  });
});
