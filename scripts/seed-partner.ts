// `npm run partner:seed -- --name "Coaching Guild" --admin admin@example.com --expert ada@example.com`
// Creates a partner on a local install (or the DATABASE_URL database): its admins see the
// partner dashboard at /dashboard-partner/{id}, which lists the attached experts. Users must
// have signed up first. Stop the server first when using the embedded database (PGlite).
import { databaseTarget } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedPartner } from '../src/server/features/partners/seed';

const args = process.argv.slice(2);
const all = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []));
const name = all('--name')[0];
const id = all('--id')[0];
if (!name) {
  console.error(
    'Usage: npm run partner:seed -- --name "Partner name" [--id id] --admin email [--expert email …]',
  );
  process.exit(2);
}
const config = loadConfig();
const target = databaseTarget(config);
const database = await openDatabase(target);
try {
  await migrateDatabase(database, target);
  const partnerId = await seedPartner(database.db, {
    ...(id ? { id } : {}),
    name,
    adminEmails: all('--admin'),
    expertEmails: all('--expert'),
  });
  console.log(`Partner ${name}: ${config.publicUrl}/dashboard-partner/${partnerId}`);
} finally {
  await database.close();
}
