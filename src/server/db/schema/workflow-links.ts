import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { series } from './series';
import { services } from './services';
import { sessions } from './sessions';
import { workflows } from './workflows';

// The spec's workflowsIds of services, series, group sessions and packages.

export const serviceWorkflows = pgTable(
  'service_workflows',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'service_workflows_pk', columns: [t.serviceId, t.workflowId] }),
    index('service_workflows_workflow_id_idx').on(t.workflowId),
  ],
);

export const seriesWorkflows = pgTable(
  'series_workflows',
  {
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'series_workflows_pk', columns: [t.seriesId, t.workflowId] }),
    index('series_workflows_workflow_id_idx').on(t.workflowId),
  ],
);

export const sessionWorkflows = pgTable(
  'session_workflows',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'session_workflows_pk', columns: [t.sessionId, t.workflowId] }),
    index('session_workflows_workflow_id_idx').on(t.workflowId),
  ],
);

export const packageWorkflows = pgTable(
  'package_workflows',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'package_workflows_pk', columns: [t.packageId, t.workflowId] }),
    index('package_workflows_workflow_id_idx').on(t.workflowId),
  ],
);
