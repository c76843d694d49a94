import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { consentExpiringDays, consentListFilters, type ConsentListFilter } from '../../domain/consent.js';
import type { NamedFilter } from '../resources/resourceDefinition.js';

// The consent rules as SQL over a channel's two stored columns (domain/consent.ts), whatever names them: the
// customers' definition (its list filters) and server/consent/consentState.ts (campaigns) share them.

/** A channel's stored state and the end of its implied consent. */
export interface ConsentColumnPair {
  state: PgColumn;
  until: PgColumn;
}

/** Whether the consent allows a commercial message at `now` (an instant: bound or written); `expired` never does. */
export const consentHoldsSql = ({ state, until }: ConsentColumnPair, now: SQL | Placeholder): SQL<boolean> =>
  sql<boolean>`(${state} = 'express' or (${state} = 'implied' and ${until} > ${now}))`;

/**
 * The customer list's consent filter of a channel (domain `consentListFilters`): a stored state, or for implied
 * consent whether it holds at the server's moment, ends within `consentExpiringDays` of it, or has ended.
 */
export const consentListFilter = ({ state, until }: ConsentColumnPair): NamedFilter => ({
  values: consentListFilters,
  condition(filter, now) {
    const implied = sql`${state} = 'implied'`;
    switch (filter as ConsentListFilter) {
      case 'implied':
        return sql`(${implied} and ${until} > ${now})`;
      case 'expiring':
        return sql`(${implied} and ${until} > ${now} and ${until} <= ${now}::timestamptz + ${sql.raw(`interval '${consentExpiringDays} days'`)})`;
      case 'expired':
        // Stored as such by the sweep (migration 0040), or not yet swept.
        return sql`(${state} = 'expired' or (${implied} and not (${until} > ${now})))`;
      default:
        return sql`${state} = ${filter}`;
    }
  },
});
