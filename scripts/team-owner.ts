// Makes an account a team owner, or stops it being one (issue 18, ADR 046): the operator's path,
// since the spec's User.teamOwner is set outside the product. Run with the server stopped when
// the database is the embedded one (PGlite opens a data directory from one process only).
//
//   npm run team-owner -- ada@example.com          # owner (their team id is their own id)
//   npm run team-owner -- ada@example.com --remove # no longer an owner; members stay linked
import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema/auth';
import { withConfiguredDatabase } from './configured-database';

const [email, flag] = process.argv.slice(2);
if (!email || (flag !== undefined && flag !== '--remove')) {
  console.error('usage: npm run team-owner -- <email> [--remove]');
  process.exit(2);
}
await withConfiguredDatabase(async (db) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) {
    console.error(`No account with the email ${email}`);
    process.exitCode = 1;
    return;
  }
  await db
    .update(users)
    .set({ teamOwnerId: flag === '--remove' ? null : user.id })
    .where(eq(users.id, user.id));
  console.log(flag === '--remove' ? `${email} is no longer a team owner` : `${email} is now a team owner`);
});
