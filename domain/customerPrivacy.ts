import { z } from 'zod';
import { closedProjectStatuses } from './project.js';
import { projectStatuses } from './enums.js';

// A customer's data on request and its erasure (docs/privacy.md).

/** The name an erased customer keeps in its row, shown translated by the client (it knows by `erased_at`). */
export const erasedCustomerName = 'Erased customer';

/** Project statuses that block an erasure: every status but the closed ones. */
export const openProjectStatuses = projectStatuses.filter((status) => !(closedProjectStatuses as readonly string[]).includes(status));

/** `POST /crm/customers/{id}/erase`: the body repeats the customer's `_id`, so that no erasure happens by a slip. */
export const customerEraseSchema = z.object({ confirm: z.string({ error: 'validation.customer.erase_confirm' }) });
