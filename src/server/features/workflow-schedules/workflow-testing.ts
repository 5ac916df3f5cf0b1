import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { serviceWorkflows, sessionWorkflows } from '../../db/schema/workflow-links';
import type { TestApp, TestClient } from '../../testing/test-app';
import { client } from '../public-booking/booking-test-setup';

// Shared set-up of the workflow tests: an active session workflow with its actions, attached to
// a session or a service, and seats booked by clients named by their first names.

export async function activeSessionWorkflow(
  expert: TestClient,
  db: Db,
  setup: { name: string; actions: unknown[]; sessionId?: string; serviceId?: string },
): Promise<string> {
  const created = await expert.request('POST', '/api/workflows', { name: setup.name, type: 'session' });
  expect(created.status).toBe(201);
  const workflowId: string = created.body.id;
  for (const action of setup.actions) {
    expect((await expert.request('POST', `/api/workflows/${workflowId}/actions`, action)).status).toBe(201);
  }
  expect((await expert.request('PUT', `/api/workflows/${workflowId}/active`, { active: true })).status).toBe(
    200,
  );
  if (setup.sessionId) await db.insert(sessionWorkflows).values({ sessionId: setup.sessionId, workflowId });
  if (setup.serviceId) await db.insert(serviceWorkflows).values({ serviceId: setup.serviceId, workflowId });
  return workflowId;
}

/** Each first name books a seat of the group session as <name>@example.com. */
export async function bookSeats(t: TestApp, sessionId: string, firstNames: string[]): Promise<void> {
  for (const first of firstNames) {
    const res = await t.client().request('POST', `/api/public/group-sessions/${sessionId}/bookings`, {
      client: client({ firstName: first, email: `${first.toLowerCase()}@example.com` }),
    });
    expect(res.status).toBe(201);
  }
}
