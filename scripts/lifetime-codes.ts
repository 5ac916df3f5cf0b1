// Makes lifetime deal codes (issue 20, ADR 055): the marketplace sells them, the expert redeems
// one under Account → Billing. Prints the codes once; only their hashes are stored. Run with the
// server stopped when the database is the embedded one (PGlite opens a data directory from one
// process only).
//
//   npm run lifetime-codes -- lifetime_tier1 50    # 50 codes for Lifetime Tier 1
import { randomBytes } from 'node:crypto';
import { PLANS } from '../src/domain/plans/catalogue';
import { insertLifetimeCodes } from '../src/server/features/billing/repository';
import { lifetimeCodeHash } from '../src/server/features/billing/service';
import { newId } from '../src/server/ids';
import { withConfiguredDatabase } from './configured-database';

const [planId, countText] = process.argv.slice(2);
const lifetimePlans = Object.values(PLANS).filter((plan) => plan.type === 'lifetime');
const count = Number(countText);
if (
  !planId ||
  !lifetimePlans.some((plan) => plan.id === planId) ||
  !Number.isInteger(count) ||
  count < 1 ||
  count > 10_000
) {
  console.error(
    `usage: npm run lifetime-codes -- <${lifetimePlans.map((p) => p.id).join('|')}> <count 1..10000>`,
  );
  process.exit(2);
}
// 20 characters of an unambiguous alphabet in groups of 5 (about 100 bits): never guessed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const code = () =>
  [...randomBytes(20)]
    .map((b) => ALPHABET[b % ALPHABET.length])
    .join('')
    .replace(/(.{5})(?!$)/g, '$1-');
const codes = Array.from({ length: count }, code);
await withConfiguredDatabase(async (db) => {
  await insertLifetimeCodes(
    db,
    codes.map((c) => ({ id: newId(), codeHash: lifetimeCodeHash(c), planId })),
  );
});
console.log(codes.join('\n'));
