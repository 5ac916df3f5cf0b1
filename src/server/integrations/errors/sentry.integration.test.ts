import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../../../package.json';
import { jobs } from '../../db/schema/jobs';
import { listClientRange } from '../../features/clients/list-repository';
import { enqueueJob } from '../../jobs/queue';
import { startWorker } from '../../jobs/worker';
import { createLogger } from '../../logger';
import { expertWithPage } from '../../testing/experts';
import { type FakeSentry, startFakeSentry } from '../../testing/fakes/sentry';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// The clients list's repository answers normally unless a test makes it fail like a database
// would, quoting the row it refused.
vi.mock('../../features/clients/list-repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../features/clients/list-repository')>();
  return { ...original, listClientRange: vi.fn(original.listClientRange) };
});

const EXPERT = 'errors-expert@example.com';
const CLIENT_EMAIL = 'ana.client@example.com';

let sentry: FakeSentry;
let t: TestApp;
let expert: TestClient;
let userId: string;

beforeAll(async () => {
  sentry = await startFakeSentry();
  t = await createTestApp({ SENTRY_DSN: sentry.dsn });
  const made = await expertWithPage(t, EXPERT, 'errors-expert');
  expert = made.client;
  userId = made.owner.userId;
});

afterAll(async () => {
  await t?.close();
  await sentry?.close();
});

beforeEach(() => {
  sentry.envelopes.length = 0;
});

/** Waits for the reporter to hand its events to the transport and the fake to receive them. */
const settle = () => t.services.deps.errors.flush(10_000);

describe('error reporting to Sentry', () => {
  it('sends one event for an unexpected error, with the request id, release and expert id and no personal data', async () => {
    vi.mocked(listClientRange).mockRejectedValueOnce(
      new Error(
        `duplicate key value violates unique constraint: Key (email)=(${CLIENT_EMAIL}) already exists`,
      ),
    );
    const res = await expert.request('GET', '/api/clients?q=an');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again later.' },
    });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    expect(await settle()).toBe(true);
    const events = await sentry.waitForEvents(1);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.tags).toEqual({ requestId });
    expect(event.release).toBe(`slotwise@${version}`);
    expect(event.environment).toBe('test');
    expect(event.user).toEqual({ id: userId });
    expect(event.request).toEqual({ method: 'GET', url: '/api/clients' });
    expect(event.transaction).toBe('GET /api/clients');
    const exception = (event.exception as { values: Array<{ type: string; value: string }> }).values;
    expect(exception.map((e) => [e.type, e.value])).toEqual([
      ['Error', 'duplicate key value violates unique constraint: Key (email)=([email]) already exists'],
    ]);
    expect(sentry.envelopes[0]!.publicKey).toBe('public');
    expect(sentry.envelopes[0]!.project).toBe('1');

    // Nothing about the people involved, anywhere in what was sent.
    const sent = sentry.envelopes.map((e) => e.raw).join('\n');
    const sessionCookie = [...expert.cookies.values()][0]!;
    for (const secret of [
      CLIENT_EMAIL,
      EXPERT,
      sessionCookie,
      'q=an',
      'Test Expert',
      'cookie',
      '127.0.0.1',
    ]) {
      expect(sent).not.toContain(secret);
    }
  });

  it('sends nothing for a 4xx answer', async () => {
    const notFound = await expert.request('GET', '/api/clients/cl_unknown');
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.message).toBe('Client not found');
    const invalid = await expert.request('POST', '/api/clients', { firstName: '', email: 'nope' });
    expect(invalid.status).toBe(400);
    const signedOut = await t.client().request('GET', '/api/clients');
    expect(signedOut.status).toBe(401);

    expect(await settle()).toBe(true);
    // A failing request afterwards arrives alone: nothing else was queued before it.
    vi.mocked(listClientRange).mockRejectedValueOnce(new Error('connection terminated'));
    expect((await expert.request('GET', '/api/clients')).status).toBe(500);
    await settle();
    const events = await sentry.waitForEvents(1);
    expect(events.map((e) => (e.exception as { values: Array<{ value: string }> }).values[0]!.value)).toEqual(
      ['connection terminated'],
    );
  });

  it('sends one event when a job fails its last attempt, none while it is retried', async () => {
    const db = t.services.deps.database.db;
    const id = await enqueueJob(db, 'test.explode', {}, { maxAttempts: 2, runAt: new Date() });
    const worker = startWorker(
      db,
      { 'test.explode': async () => Promise.reject(new Error(`mail to ${CLIENT_EMAIL} bounced`)) },
      createLogger('silent'),
      { autoStart: false, errors: t.services.deps.errors },
    );
    await worker.drain();
    await settle();
    expect(sentry.events()).toEqual([]);

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    await worker.drain();
    await worker.stop();
    await settle();
    const events = await sentry.waitForEvents(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.tags).toEqual({ jobType: 'test.explode' });
    expect(events[0]!.contexts).toMatchObject({ job: { id, type: 'test.explode', attempts: 2 } });
    expect(events[0]!.user).toBeUndefined();
    expect(JSON.stringify(events[0])).not.toContain(CLIENT_EMAIL);
  });
});
