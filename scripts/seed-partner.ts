// `npm run partner:seed -- --name "Coaching Guild" --admin admin@example.com --expert ada@example.com`
// Creates a partner on a local install (or the DATABASE_URL database): its admins see the
// partner dashboard at /dashboard-partner/{id}, which lists the attached experts. Users must
// have signed up first. Stop the server first when using the embedded database (PGlite).
import { seedPartner } from '../src/server/features/partners/seed';
import { withConfiguredDatabase } from './configured-database';

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
await withConfiguredDatabase(async (db, config) => {
  const partnerId = await seedPartner(db, {
    ...(id ? { id } : {}),
    name,
    adminEmails: all('--admin'),
    expertEmails: all('--expert'),
  });
  console.log(`Partner ${name}: ${config.publicUrl}/dashboard-partner/${partnerId}`);
});
