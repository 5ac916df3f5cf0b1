import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICIES_MESSAGES, POLICY_MAX } from '../../../domain/booking-page/policies-input';
import { RICH_TEXT_INVALID, type RichTextDoc, richTextFromPlain } from '../../../domain/rich-text/rich-text';
import { bookedPackages } from '../../db/schema/booked-packages';
import { bookingPages } from '../../db/schema/booking-pages';
import { bookings } from '../../db/schema/bookings';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { buy, purchase, setUpPackageSeller } from '../package-purchase/package-testing';
import { at, client, servedPages } from '../public-booking/booking-test-setup';

// Issue 19, the Policies tab: the terms and privacy policy saved through the API, shown on their
// own public pages, and accepted (by version) at every checkout of the page.

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let pageId: string;
let freeService: string;
let circleId: string;
let packageId: string;
const db = () => t.services.deps.database.db;

const TERMS: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'Sessions are paid when booked.', marks: [{ type: 'bold' }] }],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cancel 24 hours ahead.' }] }],
        },
      ],
    },
  ],
};
const PRIVACY = richTextFromPlain('I keep your details only to run our sessions.');
const SCRIPT = '<script>window.pwned = 1</script>';

const save = (as: TestClient, body: unknown) => as.request('PUT', '/api/booking-page/policies', body);
const storedPolicies = async () => {
  const [row] = await db()
    .select({ terms: bookingPages.termsPolicy, privacy: bookingPages.privacyPolicy })
    .from(bookingPages)
    .where(eq(bookingPages.id, pageId));
  return row!;
};
const publicPolicies = async () => (await t.client().request('GET', '/api/public/pages/ada')).body.policies;
const bookFree = (start: string, extra: Record<string, unknown> = {}) =>
  t.client().request('POST', '/api/public/pages/ada/bookings', {
    serviceId: freeService,
    start: at(start),
    client: client(),
    ...extra,
  });
const bookingCount = async () =>
  (await db().select().from(bookings).where(eq(bookings.pageId, pageId))).length;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await setUpPackageSeller(t);
  ada = seller.expert;
  pageId = seller.pageId;
  freeService = await seller.service({ title: 'Intro call', price: 0 });
  circleId = seller.circle.id;
  packageId = (await seller.sell({ price: 0, title: 'Free bundle' })).id as string;
  bob = await t.expert('bob@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('the Policies tab (PUT /api/booking-page/policies)', () => {
  it('starts with none, and a booking needs no acceptance then', async () => {
    expect((await ada.request('GET', '/api/booking-page/policies')).body).toEqual({
      terms: null,
      privacy: null,
      version: null,
    });
    expect(await publicPolicies()).toBeNull();
    const res = await bookFree('09:00');
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.pageId, pageId));
    expect(row!.policiesVersion).toBeNull();
  });

  it('saves both, reads them back with their version, and the public page lists them', async () => {
    const res = await save(ada, { terms: TERMS, privacy: PRIVACY });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      terms: TERMS,
      privacy: PRIVACY,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect((await ada.request('GET', '/api/booking-page/policies')).body).toEqual(res.body);
    expect(await publicPolicies()).toEqual({ version: res.body.version, terms: true, privacy: true });
    const view = await t.client().request('GET', '/api/public/pages/ada/policies');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ terms: TERMS, privacy: PRIVACY, page: { slug: 'ada' } });
  });

  it("refuses a policy that is too long or not a document with the form's messages, changing nothing", async () => {
    const before = await storedPolicies();
    const long = await save(ada, {
      terms: richTextFromPlain(`${'x'.repeat(POLICY_MAX / 2)}\n${'y'.repeat(POLICY_MAX / 2 + 1)}`),
      privacy: null,
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({
      code: 'bad_request',
      message: POLICIES_MESSAGES.tooLong,
      fields: { terms: POLICIES_MESSAGES.tooLong },
    });
    const html = await save(ada, {
      terms: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] },
      privacy: null,
    });
    expect(html.status).toBe(400);
    expect(html.body.error.fields).toEqual({ terms: RICH_TEXT_INVALID });
    const attribute = await save(ada, {
      terms: { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }] },
      privacy: null,
    });
    expect(attribute.status).toBe(400);
    const jsLink = await save(ada, {
      terms: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      },
      privacy: null,
    });
    expect(jsLink.status).toBe(400);
    expect((await save(ada, { terms: 'plain text' })).status).toBe(400);
    expect(await storedPolicies()).toEqual(before);
  });

  it('keeps a <script> typed into a policy as inert text, and the served page shows it escaped', async () => {
    const withScript = richTextFromPlain(`Read this: ${SCRIPT}`);
    const res = await save(ada, { terms: withScript, privacy: PRIVACY });
    expect(res.status).toBe(200);
    expect((await storedPolicies()).terms).toEqual(withScript);
    const pages = servedPages(t);
    try {
      const terms = await pages.get('/ada/terms');
      expect(terms.status).toBe(200);
      expect(terms.html).toContain('<title>Terms · Ada Lovelace</title>');
      expect(terms.html).toContain('<p>Read this: &lt;script&gt;window.pwned = 1&lt;/script&gt;</p>');
      expect(terms.html).not.toContain('<script>window.pwned');
      const privacy = await pages.get('/ada/privacy');
      expect(privacy.html).toContain('<h1>Privacy policy</h1>');
      expect(privacy.html).toContain('<p>I keep your details only to run our sessions.</p>');
    } finally {
      pages.close();
    }
  });

  it('saving an empty document removes that policy (its page is then Not found)', async () => {
    const res = await save(ada, { terms: TERMS, privacy: { type: 'doc', content: [{ type: 'paragraph' }] } });
    expect(res.status).toBe(200);
    expect(res.body.privacy).toBeNull();
    expect(await publicPolicies()).toEqual({ version: res.body.version, terms: true, privacy: false });
    const pages = servedPages(t);
    try {
      expect((await pages.get('/ada/privacy')).status).toBe(404);
      expect((await pages.get('/ada/terms')).status).toBe(200);
    } finally {
      pages.close();
    }
  });

  it("is the signed-in expert's own: another expert's save leaves it alone; without a page 404", async () => {
    const before = await storedPolicies();
    const noPage = await save(bob, { terms: TERMS, privacy: null });
    expect(noPage.status).toBe(404);
    expect((await bob.request('GET', '/api/booking-page/policies')).status).toBe(404);
    await bob.request('POST', '/api/booking-page', { firstName: 'Bob', lastName: 'Ross', slug: 'bob' });
    expect((await save(bob, { terms: PRIVACY, privacy: null })).status).toBe(200);
    expect(await storedPolicies()).toEqual(before);
    expect((await t.client().request('GET', '/api/booking-page/policies')).status).toBe(401);
  });
});

describe('accepting the policies at checkout', () => {
  let version: string;
  beforeAll(async () => {
    version = (await save(ada, { terms: TERMS, privacy: PRIVACY })).body.version;
  });

  it('refuses a booking without the tick, and one of an older version, booking nothing', async () => {
    const before = await bookingCount();
    for (const accepted of [undefined, null, '']) {
      const res = await bookFree('10:00', accepted === undefined ? {} : { acceptedPolicies: accepted });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'bad_request',
        message: POLICIES_MESSAGES.notAccepted,
        fields: { acceptedPolicies: POLICIES_MESSAGES.notAccepted },
      });
    }
    const stale = await bookFree('10:00', { acceptedPolicies: '0123456789abcdef' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.fields).toEqual({ acceptedPolicies: POLICIES_MESSAGES.changed });
    expect(await bookingCount()).toBe(before);
  });

  it('books with the version accepted, and stores it on the booking', async () => {
    const res = await bookFree('10:00', { acceptedPolicies: version });
    expect(res.status).toBe(201);
    const rows = await db().select().from(bookings).where(eq(bookings.pageId, pageId));
    expect(rows.find((b) => b.policiesVersion === version)).toBeDefined();
  });

  it('asks the same of a seat in a group session', async () => {
    const seat = (extra: Record<string, unknown>) =>
      t.client().request('POST', `/api/public/group-sessions/${circleId}/bookings`, {
        client: client({ email: 'seat@example.com' }),
        ...extra,
      });
    const refused = await seat({});
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ acceptedPolicies: POLICIES_MESSAGES.notAccepted });
    const res = await seat({ acceptedPolicies: version });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.clientEmail, 'seat@example.com'));
    expect(row!.policiesVersion).toBe(version);
  });

  it('asks the same of a package purchase, and stores the version on the booked package', async () => {
    const refused = await buy(t, packageId, purchase());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ acceptedPolicies: POLICIES_MESSAGES.notAccepted });
    expect(await db().select().from(bookedPackages).where(eq(bookedPackages.pageId, pageId))).toEqual([]);
    const res = await buy(t, packageId, purchase({ acceptedPolicies: version }));
    expect(res.status).toBe(201);
    const [row] = await db().select().from(bookedPackages).where(eq(bookedPackages.pageId, pageId));
    expect(row!.policiesVersion).toBe(version);
  });

  it('a new text is a new version: the old acceptance is refused', async () => {
    const changed = await save(ada, { terms: TERMS, privacy: richTextFromPlain('A new privacy policy.') });
    expect(changed.body.version).not.toBe(version);
    const res = await bookFree('11:00', { acceptedPolicies: version });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(POLICIES_MESSAGES.changed);
    expect((await bookFree('11:00', { acceptedPolicies: changed.body.version })).status).toBe(201);
  });
});
