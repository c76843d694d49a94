import { randomBytes } from 'node:crypto';
import { arrayOverlaps, sql } from 'drizzle-orm';
import { createAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { customers, projects, users } from '../db/schema.js';
import { randomSource, sampleCustomer, sampleProject } from './sampleData.js';

const sampleStaff = [
  { username: 'olivia.chen', name: 'Olivia Chen', roles: ['manager'] },
  { username: 'marco.rossi', name: 'Marco Rossi', roles: ['employee'] },
  { username: 'wang.fang', name: '王芳', roles: ['employee'] },
  { username: 'sam.patel', name: 'Sam Patel', roles: ['Worker'] },
];

/** Staff who appear as creators of the sample records; they sign in only after a superadmin sets a password. */
async function sampleStaffIds(db: Db): Promise<string[]> {
  const staffRoles = ['superadmin', 'admin', 'manager', 'employee'];
  const existing = await db.select({ _id: users._id }).from(users).where(arrayOverlaps(users.roles, staffRoles));
  if (existing.length >= 3) return existing.map((row) => row._id);
  for (const staff of sampleStaff) {
    await createAccount(db, {
      ...staff,
      email: `${staff.username}@renovation.example`,
      password: randomBytes(24).toString('base64url'),
    }).catch(() => undefined); // already there
  }
  const all = await db.select({ _id: users._id }).from(users).where(arrayOverlaps(users.roles, staffRoles));
  return all.map((row) => row._id);
}

const batchSize = 1000;

/** Adds `count` realistic customers, most with one or two projects, in batches. */
export async function seedCustomers(db: Db, count: number, onProgress?: (done: number) => void) {
  const random = randomSource(Date.now());
  const creators = await sampleStaffIds(db);
  let done = 0;
  while (done < count) {
    const size = Math.min(batchSize, count - done);
    const customerRows = Array.from({ length: size }, () => ({ ...sampleCustomer(random), _id: newId(), creator: random.pick(creators) }));
    const projectRows = customerRows.flatMap((customer) => {
      const projectCount = random.chance(0.6) ? 1 : random.chance(0.5) ? 2 : 0;
      return Array.from({ length: projectCount }, () => ({
        ...sampleProject(random, customer),
        _id: newId(),
        customer: customer._id,
        creator: customer.creator,
      }));
    });
    await db.transaction(async (tx) => {
      await tx.insert(customers).values(customerRows);
      if (projectRows.length) await tx.insert(projects).values(projectRows);
    });
    done += size;
    onProgress?.(done);
  }
  // Fresh planner statistics and visibility map after a bulk load: PGlite has no autovacuum, and without the
  // visibility map deep pages and counts read every table row their index points to.
  await db.execute(sql`vacuum (analyze) customers, projects`);
}

export async function customerCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  return row.count;
}
