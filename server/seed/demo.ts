import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { isNull } from 'drizzle-orm';
import { businessSettings } from '../db/schema.js';
import { addSampleCampaigns, sampleCompany } from './sampleCampaigns.js';
import { customerCount, seedCustomers } from './seedDatabase.js';

const demoCustomers = 500;

/**
 * `DEMO=1`: an empty database gets sample staff, teams, customers and their projects with contracts and tasks, and
 * campaigns sent, scheduled and drafted, to look around with.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, now: number) {
  if ((await customerCount(db)) > 0) return;
  await seedCustomers(db, demoCustomers);
  // Campaign e-mail carries the company's mailing address (docs/marketing.md): the sample company has one.
  await db
    .update(businessSettings)
    .set({ company_name: sampleCompany.name, company_address: sampleCompany.address })
    .where(isNull(businessSettings.company_address));
  await addSampleCampaigns(db, now);
  log.info(`DEMO=1: added ${demoCustomers} sample customers with their projects, contracts and tasks, and sample campaigns`);
}
