import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let expert: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  expert = await t.expert('ada@example.com');
});
afterAll(async () => {
  await t.close();
});

const setPlan = (plan: string) =>
  t.services.deps.database.db
    .update(users)
    .set({ pricingPlanId: plan })
    .where(eq(users.email, 'ada@example.com'));

describe('cancellation policy', () => {
  it('lets clients cancel and reschedule at any time by default', async () => {
    const res = await expert.request('GET', '/api/scheduling/cancellation-policy');
    expect(res.body).toEqual({
      cancellationDisabled: false,
      cancellationMinNotice: null,
      reschedulingDisabled: false,
      reschedulingMinNotice: null,
    });
  });

  it('on the free plan, can disable either but cannot set a minimum notice', async () => {
    const disabled = await expert.request('PUT', '/api/scheduling/cancellation-policy', {
      cancellationDisabled: true,
      cancellationMinNotice: 0,
      reschedulingDisabled: false,
      reschedulingMinNotice: 0,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({
      cancellationDisabled: true,
      cancellationMinNotice: null,
      reschedulingDisabled: false,
      reschedulingMinNotice: 0,
    });

    const gated = await expert.request('PUT', '/api/scheduling/cancellation-policy', {
      cancellationDisabled: false,
      cancellationMinNotice: 1440,
      reschedulingDisabled: false,
    });
    expect(gated.status).toBe(403);
    expect(gated.body.error.message).toBe('Upgrade to Starter to use Cancellation and rescheduling rules');
    expect(
      (await expert.request('GET', '/api/scheduling/cancellation-policy')).body.cancellationDisabled,
    ).toBe(true);
  });

  it('with the plan feature, stores the notices and removes the notice of what is disabled', async () => {
    await setPlan('starter');
    const res = await expert.request('PUT', '/api/scheduling/cancellation-policy', {
      cancellationDisabled: false,
      cancellationMinNotice: 1440,
      reschedulingDisabled: true,
      reschedulingMinNotice: 90,
    });
    expect(res.status).toBe(200);
    expect((await expert.request('GET', '/api/scheduling/cancellation-policy')).body).toEqual({
      cancellationDisabled: false,
      cancellationMinNotice: 1440,
      reschedulingDisabled: true,
      reschedulingMinNotice: null,
    });
  });

  it('refuses a notice that is not one of the choices, and changes nothing', async () => {
    const res = await expert.request('PUT', '/api/scheduling/cancellation-policy', {
      cancellationDisabled: false,
      cancellationMinNotice: 100,
      reschedulingDisabled: 'no',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      cancellationMinNotice: 'Please choose one of the notice periods',
      reschedulingDisabled: 'Required',
    });
    expect(
      (await expert.request('GET', '/api/scheduling/cancellation-policy')).body.cancellationMinNotice,
    ).toBe(1440);
  });
});
