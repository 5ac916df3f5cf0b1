import { eq } from 'drizzle-orm';
import type { ExecutionOutcome } from '../../../domain/automation/schedule';
import type { Db, DbOrTx } from '../../db/client';
import { workflowScheduleExecutions } from '../../db/schema/workflow-schedules';
import type { AppDeps } from '../../deps';

// How a workflow execution ends, and why (the monitor shows the detail).

export type ExecuteDeps = Pick<AppDeps, 'config' | 'secrets' | 'outbox'> & { db: Db };

export const EXECUTION_DETAILS = {
  removed: 'The action was removed from the workflow',
  paused: 'The workflow was paused',
  deleted: 'The workflow was deleted',
  cancelled: 'The session was cancelled',
  noRecipient: 'Nobody to send it to: no client has a place',
  conditions: 'Conditions not met',
  automation: 'No integration is subscribed to automation actions',
} as const;

/** Marks the execution done with its outcome, in the transaction that decided it. */
export async function finish(tx: DbOrTx, id: string, status: ExecutionOutcome, detail: string, now: Date) {
  await tx
    .update(workflowScheduleExecutions)
    .set({ status, detail, executedAt: now })
    .where(eq(workflowScheduleExecutions.id, id));
}
