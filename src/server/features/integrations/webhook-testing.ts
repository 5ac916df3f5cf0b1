import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { setUpExpert } from '../public-booking/booking-test-setup';

// Shared set-up of the webhook tests: Ada (page 'ada', a free 'Intro call'), Alan (page 'alan')
// and a local receiver, made before the file's tests and closed after them.

export type WebhookWorld = {
  t: TestApp;
  ada: TestClient;
  alan: TestClient;
  serviceId: string;
  receiver: WebhookReceiver;
};

export function webhookWorld(): WebhookWorld {
  const world = {} as WebhookWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    world.receiver = await startWebhookReceiver();
    const ada = await setUpExpert(world.t, 'ada@example.com', 'ada');
    world.ada = ada.expert;
    world.serviceId = await ada.service({ title: 'Intro call', price: 0 });
    world.alan = (await setUpExpert(world.t, 'alan@example.com', 'alan')).expert;
  }, 120_000);
  afterAll(async () => {
    await world.receiver.close();
    await world.t.close();
  });
  return world;
}

/** What the receiver got since `from`, verified with the endpoint's secret, as parsed bodies. */
export function verified(receiver: WebhookReceiver, secret: string, from = 0) {
  return receiver.received
    .slice(from)
    .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>));
}

/** Runs due jobs, and makes every queued job due first (time passes). */
export async function deliverAll(t: TestApp) {
  await t.services.deps.database.db
    .update(jobs)
    .set({ runAt: t.services.deps.clock.now() })
    .where(eq(jobs.status, 'queued'));
  await t.services.worker.drain();
}
