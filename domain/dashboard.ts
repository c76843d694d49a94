import { z } from 'zod';
import { isKnownTimeZone } from './fields.js';

/** The months the dashboard's "new customers" chart covers, this one included. */
export const dashboardMonths = 12;

export const dashboardQuerySchema = z.object({
  /** The IANA time zone months are counted in (the reader's); UTC when absent. */
  tz: z
    .string()
    .max(64)
    .refine(isKnownTimeZone, { error: 'validation.invalid_value' })
    .optional(),
});

/** The chart figures of the dashboard (`GET /admin/statistics/dashboard`). */
export interface DashboardStatistics {
  customersBySource: { source: string; count: number }[];
  projectsByStatus: { status: string; count: number }[];
  /** One entry per month, oldest first, `month` as YYYY-MM; months without customers count 0. */
  newCustomersByMonth: { month: string; count: number }[];
  /** The quotes awaiting the customer's answer (sent or viewed, each the latest version of its number) and the sum of their totals. */
  quotesAwaiting: { count: number; total_cents: number };
}
