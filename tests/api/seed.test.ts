import { afterAll, beforeAll, expect, test } from 'vitest';
import { campaignCreateSchema } from '../../domain/campaign.js';
import { contractCreateSchema } from '../../domain/contract.js';
import { contractorCreateSchema } from '../../domain/contractor.js';
import { sources } from '../../domain/enums.js';
import { projectCreateSchema } from '../../domain/project.js';
import { taskCreateSchema } from '../../domain/task.js';
import { teamCreateSchema } from '../../domain/team.js';
import { addSampleCampaigns, sampleCampaigns } from '../../server/seed/sampleCampaigns.js';
import { seedCustomers } from '../../server/seed/seedDatabase.js';
import { sampleStaff } from '../../server/seed/samplePm.js';
import { pmFixtures } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
const rows = async (statement: string) => (await server.database.pool.query(statement)).rows;

beforeAll(async () => {
  server = await startTestServer();
  await seedCustomers(server.database.db, 300);
  await seedCustomers(server.database.db, 100); // a second run adds to the first
});
afterAll(() => server?.close());

test('about one project a customer, crews of sample workers, contracts and tasks as far as each project has come', async () => {
  const [counts] = await rows(`SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM projects) AS projects,
    (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(*)::int FROM tasks) AS tasks, (SELECT count(*)::int FROM teams) AS teams, (SELECT count(*)::int FROM contractors) AS contractors,
    (SELECT count(*)::int FROM users WHERE email LIKE '%@renovation.example') AS staff`);
  expect(counts.customers).toBe(400);
  expect(counts.projects).toBeGreaterThan(300);
  expect(counts.projects).toBeLessThan(500);
  expect(counts.contracts).toBeGreaterThan(100);
  expect(counts.tasks).toBeGreaterThan(200);
  expect(counts.teams).toBe(5);
  expect(counts.contractors).toBe(8);
  expect(counts.staff).toBe(sampleStaff.length);
  expect(await rows(`SELECT 1 FROM contracts JOIN projects ON projects._id = contracts.project WHERE projects.customer <> contracts.customer`)).toEqual([]);
  expect(await rows(`SELECT 1 FROM contracts JOIN projects ON projects._id = contracts.project WHERE projects.status IN ('pending', 'contacted', 'quoted')`)).toEqual([]);
  expect(await rows(`SELECT 1 FROM tasks JOIN projects ON projects._id = tasks.project WHERE projects.status = 'completed' AND NOT tasks.done`)).toEqual([]);
});

test('every seeded record is one the forms would accept', async () => {
  const check = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, records: object[]) => {
    for (const record of records) {
      const result = schema.safeParse(JSON.parse(JSON.stringify(record, (_key, value) => (value === null ? undefined : value))));
      expect(result.error, JSON.stringify(record)).toBeUndefined();
    }
  };
  check(projectCreateSchema, await rows('SELECT customer, property, services, start_date::text, end_date::text, team, specialist, discount::float AS discount, raw_address, location, description, status FROM projects'));
  check(contractCreateSchema, await rows('SELECT contract_number, type, amount::float AS amount, location, representative, effective_date::text, signed, signed_date::text, note FROM contracts'));
  check(taskCreateSchema, await rows('SELECT project, urgent, name, participants, deadline::text, types, description FROM tasks'));
  check(teamCreateSchema, await rows('SELECT name, alias, members, leader FROM teams'));
  check(contractorCreateSchema, await rows('SELECT name, company, type, phone, email, location, license_number, insurance_expiry::text, rating, active FROM contractors'));
});

test('the seeded projects and tasks read through the API with the names of their people', async () => {
  const pm = pmFixtures(server, (await server.signIn(['employee'])).headers);
  const { projects, meta } = await pm.succeeded('POST', '/pm/projects/query', { filters: { status: 'in_progress' } });
  expect(meta.total).toBeGreaterThan(0);
  expect(projects[0]).toMatchObject({ status: 'in_progress', customer_name: expect.any(String) });
  const [{ project }] = await rows('SELECT project FROM tasks LIMIT 1');
  const { tasks } = await pm.succeeded('GET', `/pm/tasks/project/${project}`);
  const staffNames: string[] = sampleStaff.map((staff) => staff.name);
  for (const task of tasks) expect(staffNames).toEqual(expect.arrayContaining(task.participant_names));
});

test('each seeded customer and project has its history: its creation by its creator, and for some customers call notes', async () => {
  expect(
    await rows(`SELECT _id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM history h WHERE h.entity = 'customers' AND h.entity_id = c._id
      AND h.type = 'created' AND h.creator = c.creator AND h.created_at = c.created_at)`),
  ).toEqual([]);
  expect(await rows(`SELECT _id FROM projects p WHERE NOT EXISTS (SELECT 1 FROM history h WHERE h.entity = 'projects' AND h.entity_id = p._id AND h.type = 'created')`)).toEqual([]);
  const [{ noted }] = await rows(`SELECT count(DISTINCT entity_id)::int AS noted FROM history WHERE type = 'user_record'`);
  expect(noted).toBeGreaterThan(50);
  expect(noted).toBeLessThan(250);

  const [{ entity_id }] = await rows(`SELECT entity_id FROM history WHERE type = 'user_record' LIMIT 1`);
  const { headers } = await server.signIn(['employee']);
  const response = await server.app.inject({ method: 'GET', url: `/api/crm/customers/${entity_id}/history`, headers });
  const { history } = response.json();
  expect(history.map((entry: { type: string }) => entry.type)).toContain('user_record');
  expect(history.at(-1)).toMatchObject({ type: 'created', creator_name: expect.any(String) });
});

test('customers come from every source, a few channels bringing most', async () => {
  const bySource = await rows(`SELECT source, count(*)::int AS count FROM customers GROUP BY source ORDER BY count DESC`);
  expect(bySource.map((row) => row.source).sort()).toEqual([...sources].sort());
  const [first, second, third] = bySource;
  expect(first.count + second.count + third.count).toBeGreaterThan(400 * 0.2);
});

test('the demo has campaigns sent with their messages, scheduled and drafted, each one the form would accept', async () => {
  await addSampleCampaigns(server.database.db, server.clock.now());
  await addSampleCampaigns(server.database.db, server.clock.now()); // nothing more once campaigns exist
  for (const campaign of Object.values(sampleCampaigns)) expect(campaignCreateSchema.safeParse(campaign).error).toBeUndefined();

  const { headers } = await server.signIn(['manager'], ['marketing']);
  const { campaigns } = (await server.app.inject({ method: 'POST', url: '/api/marketing/campaigns/query', headers, payload: {} })).json();
  expect(campaigns.map((campaign: { status: string }) => campaign.status).sort()).toEqual(['draft', 'scheduled', 'sent']);
  const sent = campaigns.find((campaign: { status: string }) => campaign.status === 'sent');
  const { channels } = (await server.app.inject({ method: 'GET', url: `/api/marketing/campaigns/${sent._id}/delivery`, headers })).json();
  const email = channels.find((channel: { channel: string }) => channel.channel === 'email').counts;
  expect(email.sent).toBeGreaterThan(10);
  expect(email.failed).toBeGreaterThan(0);
  expect(email.queued ?? 0).toBe(0);
  const { messages } = (
    await server.app.inject({ method: 'POST', url: '/api/marketing/messages/query', headers, payload: { filters: { campaign: sent._id, status: 'sent' } } })
  ).json();
  expect(messages[0]).toMatchObject({ campaign_title: sampleCampaigns.sent.title, sent_at: expect.any(String) });
});
