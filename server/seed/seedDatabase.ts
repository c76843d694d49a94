import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { customerFullName } from '../../domain/customer.js';
import { createAccount } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { history, users } from '../db/schema.js';
import { contractors } from '../resources/contractors.js';
import { contracts } from '../resources/contracts.js';
import { customers } from '../resources/customers.js';
import { projects } from '../resources/projects.js';
import { recipientGroups } from '../resources/recipientGroups.js';
import type { HistoryEntity } from '../resources/history.js';
import { tasks } from '../resources/tasks.js';
import { teams } from '../resources/teams.js';
import { randomSource, sampleCallNotes, sampleCustomer, sampleProject, type RandomSource } from './sampleData.js';
import { sampleAssignment, sampleContracts, sampleStaff, sampleTasks, sampleTeamNames, type SampleTeam } from './samplePm.js';
import { beginLoad, endLoad, insertRows, noSeedTime, timed, type SeedTimes } from './bulkLoad.js';

/** The sample staff, created once; they sign in only after a superadmin sets a password. */
async function ensureSampleStaff(db: Db) {
  const usernames = sampleStaff.map((staff) => staff.username);
  const existing = new Set((await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames))).map((row) => row.username));
  for (const { department, job_title, ...staff } of sampleStaff.filter((staff) => !existing.has(staff.username))) {
    const account = await createAccount(db, {
      ...staff,
      roles: [...staff.roles],
      email: `${staff.username}@renovation.example`,
      password: randomBytes(24).toString('base64url'),
    });
    await db.update(users).set({ department, job_title }).where(eq(users._id, account._id));
  }
  const rows = await db.select({ _id: users._id, roles: users.roles }).from(users).where(inArray(users.username, usernames));
  const all = rows.map((row) => row._id);
  const holding = (...roles: string[]) => rows.filter((row) => row.roles.some((role) => roles.includes(role))).map((row) => row._id);
  // A superadmin may have changed the sample staff's roles since the last seeding.
  const orAll = (ids: string[]) => (ids.length ? ids : all);
  return { specialists: orAll(holding('manager', 'employee')), workers: orAll(holding('Worker')) };
}

/** The sample crews, made of the sample workers, when the database has no team yet. */
async function ensureSampleTeams(db: Db, random: RandomSource, workers: string[], creators: string[]): Promise<SampleTeam[]> {
  const existing = await db.select({ _id: teams._id, members: teams.members }).from(teams);
  if (existing.length > 0) return existing;
  const rows = sampleTeamNames.map((team) => {
    const members = Array.from(new Set(Array.from({ length: random.int(2, 4) }, () => random.pick(workers))));
    return { ...team, _id: newId(), members, leader: members[0], creator: random.pick(creators) };
  });
  await db.insert(teams).values(rows);
  return rows;
}

/** Marketing's sample recipient groups, when the database has none yet: filters staff would build. */
async function ensureSampleRecipientGroups(db: Db, random: RandomSource, creators: string[]) {
  const [existing] = await db.select({ _id: recipientGroups._id }).from(recipientGroups).limit(1);
  if (existing) return;
  const groups = [
    { name: 'Chinese-speaking customers', description: 'Offers written in Chinese', filter: { locale: ['zh-CN'], active: [true] } },
    { name: 'Kitchen clients to follow up', description: 'Finished kitchens: ask for a review', filter: { project: { status: ['completed'], services: ['kitchen-remodeling'] } } },
    { name: 'Markham by SMS', description: null, filter: { location: ['Markham,ON'], notification_methods: ['sms'] } },
    { name: 'Interested leads', description: 'Customers still deciding', filter: { status: ['interested', 'qualified', 'potential'] } },
  ];
  await db.insert(recipientGroups).values(groups.map((group) => ({ ...group, _id: newId(), creator: random.pick(creators) })));
}

/** The trades the business calls on, when the database has none yet: one insurance lapsing within the month. */
async function ensureSampleContractors(db: Db, random: RandomSource, creators: string[]) {
  const [existing] = await db.select({ _id: contractors._id }).from(contractors).limit(1);
  if (existing) return;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const rows = [
    { name: 'Li Wei', company: 'Northway Electric', type: 'electrician', location: 'Markham,ON', rating: 5, insurance_expiry: inDays(200) },
    { name: 'Marco Bianchi', company: 'Bianchi Plumbing', type: 'plumber', location: 'Toronto,ON', rating: 4, insurance_expiry: inDays(12) },
    { name: 'Sarah Thompson', company: 'Top Roofing', type: 'roofer', location: 'Mississauga,ON', rating: 4, insurance_expiry: inDays(340) },
    { name: 'Chen Jun', company: 'Maple Tile & Stone', type: 'tile-setting', location: 'Richmond Hill,ON', rating: 5, insurance_expiry: inDays(95) },
    { name: 'David Okafor', company: 'Okafor HVAC', type: 'hvac', location: 'Scarborough,ON', rating: 3, insurance_expiry: inDays(-20) },
    { name: 'Anna Kowalski', company: null, type: 'painter', location: 'Toronto,ON', rating: 4, insurance_expiry: null },
    { name: 'Wang Fang', company: 'Golden Cabinets', type: 'cabinet-maker', location: 'Markham,ON', rating: 5, insurance_expiry: inDays(150) },
    { name: 'Tom Reid', company: 'Reid Drywall', type: 'drywall', location: 'Vaughan,ON', rating: null, insurance_expiry: inDays(60) },
  ];
  await db.insert(contractors).values(
    rows.map((row, index) => ({
      ...row,
      _id: newId(),
      phone: `416555${String(1000 + index)}`,
      email: `${row.name.toLowerCase().replace(/\W+/g, '.')}@trades.example`,
      license_number: row.company ? `ON-${100_000 + index * 7_919}` : null,
      active: index !== 4,
      creator: random.pick(creators),
    })),
  );
}

/** Customers a batch: each table's rows of a batch go in one statement (`insertRows`). */
const batchSize = 5000;
/** Customers generated between two turns of the event loop, so that the previous batch is sent meanwhile. */
const generationStep = 500;

type Staff = Awaited<ReturnType<typeof ensureSampleStaff>>;

/** `size` customers, their projects, contracts, tasks and history, as rows of each table. */
async function sampleBatch(random: RandomSource, size: number, staff: Staff, crews: SampleTeam[]) {
  const batch = { customers: [] as object[], projects: [] as object[], contracts: [] as object[], tasks: [] as object[], history: [] as object[] };
  // Each record's history opens with its creation, as the API writes it; some customers have call notes after.
  const created = (entity: HistoryEntity, record: { _id: string; creator: string; created_at: Date }) => ({
    _id: newId(),
    entity,
    entity_id: record._id,
    type: 'created',
    content: null as string | null,
    creator: record.creator,
    created_at: record.created_at,
  });
  for (let index = 0; index < size; index++) {
    if (index > 0 && index % generationStep === 0) await new Promise((resolve) => setImmediate(resolve));
    const customer = { ...sampleCustomer(random), _id: newId(), creator: random.pick(staff.specialists), projects: 0 };
    batch.customers.push(customer);
    batch.history.push(created('customers', customer));
    const projectCount = random.chance(0.6) ? 1 : random.chance(0.5) ? 2 : 0;
    // The count the projects' trigger keeps, which is off for the load; the row is written after this.
    customer.projects = projectCount;
    for (let count = 0; count < projectCount; count++) {
      const sample = sampleProject(random, customer);
      const project = { ...sample, ...sampleAssignment(random, sample.status, crews, staff.specialists), _id: newId(), customer: customer._id, creator: customer.creator };
      batch.projects.push(project);
      batch.history.push(created('projects', project));
      const facts = { ...project, customerName: customerFullName(customer) };
      const ofProject = { project: project._id, creator: project.creator, created_at: project.created_at, updated_at: project.created_at };
      for (const contract of sampleContracts(random, facts)) batch.contracts.push({ ...contract, ...ofProject, _id: newId(), customer: customer._id });
      for (const task of sampleTasks(random, facts, crews, staff.workers)) batch.tasks.push({ ...task, ...ofProject, _id: newId() });
    }
    for (const note of sampleCallNotes(random, customer)) {
      batch.history.push({ ...created('customers', customer), ...note, type: 'user_record', creator: random.pick(staff.specialists) });
    }
  }
  return batch;
}

/**
 * Adds `count` realistic customers, most with one or two projects; projects get their crew, specialist, contracts
 * and tasks as far as their status has come. One transaction: a failure leaves the database as it was. Answers where
 * the time went.
 */
export async function seedCustomers(db: Db, count: number, onProgress?: (done: number) => void): Promise<SeedTimes> {
  const random = randomSource(Date.now());
  const staff = await ensureSampleStaff(db);
  const crews = await ensureSampleTeams(db, random, staff.workers, staff.specialists);
  await ensureSampleRecipientGroups(db, random, staff.specialists);
  await ensureSampleContractors(db, random, staff.specialists);
  const tables = { customers, projects, contracts, tasks, history };
  const times = noSeedTime();
  await db.transaction(async (tx) => {
    const writing = performance.now();
    const load = await beginLoad(tx, Date.now());
    const inserted: Record<string, number> = {};
    let sending: Promise<void> = Promise.resolve();
    for (let done = 0; done < count; ) {
      const size = Math.min(batchSize, count - done);
      // The next batch is generated while the database writes the previous one.
      const batch = await sampleBatch(random, size, staff, crews);
      await sending;
      done += size;
      const sent = done;
      sending = (async () => {
        for (const [name, rows] of Object.entries(batch)) await insertRows(tx, tables[name as keyof typeof tables], rows);
        onProgress?.(sent);
      })();
      // Awaited with the next batch or after the last; a failure meanwhile is not one nobody handles.
      sending.catch(() => {});
      for (const [name, rows] of Object.entries(batch)) inserted[name] = (inserted[name] ?? 0) + rows.length;
    }
    await sending;
    times.rows = performance.now() - writing;
    await endLoad(tx, load, inserted, times);
  });
  // Fresh planner statistics and visibility map after a bulk load: PGlite has no autovacuum, and without the
  // visibility map deep pages and counts read every table row their index points to. The customers, the largest
  // part, on one connection and the other tables on another: PostgreSQL vacuums both at once on two cores (the
  // embedded database, with one connection, one after the other).
  await timed(times, 'vacuum', () =>
    Promise.all([
      db.execute(sql`vacuum (analyze) customers`),
      db.execute(sql`vacuum (analyze) projects, customer_project_pairs, contracts, tasks, task_participants, teams, history`),
    ]),
  );
  return times;
}

export async function customerCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(customers);
  return row.count;
}
