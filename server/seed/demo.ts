import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { addSampleCampaigns } from './sampleCampaigns.js';
import { customerCount, seedCustomers } from './seedDatabase.js';

const demoCustomers = 500;

/**
 * `DEMO=1`: an empty database gets sample staff, teams, customers and their projects with contracts and tasks, and
 * campaigns sent, scheduled and drafted, to look around with.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, now: number) {
  if ((await customerCount(db)) > 0) return;
  await seedCustomers(db, demoCustomers);
  await addSampleCampaigns(db, now);
  log.info(`DEMO=1: added ${demoCustomers} sample customers with their projects, contracts and tasks, and sample campaigns`);
}
