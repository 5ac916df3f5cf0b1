import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

// Migrates once, then every test file clones the result: a PGlite data-dir tarball, or a
// PostgreSQL template database when TEST_DATABASE_URL is set.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One per project (the integration projects run in one process).
    const template = `slotwise_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const target = { kind: 'postgres' as const, url: templateUrl, max: 1 };
    const database = await openDatabase(target);
    await migrateDatabase(database, target);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database, { kind: 'pglite' });
  const blob = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
