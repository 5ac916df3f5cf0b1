import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_SCHEDULING_RULES, type SchedulingRules } from '../../../domain/scheduling/scheduling-rules';
import type { DbOrTx } from '../../db/client';
import { stampNow } from '../../db/schema/columns';
import { services } from '../../db/schema/services';
import { userSettings } from '../../db/schema/user-settings';

/** The rule columns, as user_settings and services both store them (flat, minutes). */
export type RuleColumns = {
  minNotice: number | null;
  maxNotice: number | null;
  bufferBefore: number | null;
  bufferAfter: number | null;
  frequencyPeriod: 'daily' | 'weekly' | null;
  frequencyMaxCount: number | null;
  alignment: number | null;
};

export function rulesFromColumns(row: RuleColumns): SchedulingRules {
  return {
    minNotice: row.minNotice ?? 0,
    maxNotice: row.maxNotice,
    bufferBefore: row.bufferBefore ?? 0,
    bufferAfter: row.bufferAfter ?? 0,
    frequency:
      row.frequencyPeriod && row.frequencyMaxCount
        ? { period: row.frequencyPeriod, maxCount: row.frequencyMaxCount }
        : null,
    alignment: row.alignment,
  };
}

export function rulesToColumns(
  rules: SchedulingRules,
): RuleColumns & { minNotice: number; bufferBefore: number; bufferAfter: number } {
  return {
    minNotice: rules.minNotice,
    maxNotice: rules.maxNotice,
    bufferBefore: rules.bufferBefore,
    bufferAfter: rules.bufferAfter,
    frequencyPeriod: rules.frequency?.period ?? null,
    frequencyMaxCount: rules.frequency?.maxCount ?? null,
    alignment: rules.alignment,
  };
}

const ruleColumns = {
  minNotice: userSettings.minNotice,
  maxNotice: userSettings.maxNotice,
  bufferBefore: userSettings.bufferBefore,
  bufferAfter: userSettings.bufferAfter,
  frequencyPeriod: userSettings.frequencyPeriod,
  frequencyMaxCount: userSettings.frequencyMaxCount,
  alignment: userSettings.alignment,
};

/** The expert's scheduling rules; the defaults until they save some. */
export async function findSchedulingRules(db: DbOrTx, userId: string): Promise<SchedulingRules> {
  const [row] = await db.select(ruleColumns).from(userSettings).where(eq(userSettings.userId, userId));
  return row ? rulesFromColumns(row) : DEFAULT_SCHEDULING_RULES;
}

/** Saves the rules, creating the settings row on first use. */
export async function saveSchedulingRules(db: DbOrTx, userId: string, rules: SchedulingRules): Promise<void> {
  const values = rulesToColumns(rules);
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: stampNow() } });
}

/** The expert's services that replace these rules with their own, in the page's order. */
export async function listServicesWithCustomRules(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ id: string; title: string }>> {
  return db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(and(eq(services.userId, userId), eq(services.customSchedulingRules, true)))
    .orderBy(asc(services.order), asc(services.createdAt), asc(services.id));
}
