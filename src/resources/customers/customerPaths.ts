import type { Identifier } from 'react-admin';
import { recordPath } from '../resourceModule';

/** SPEC §2.1 routes of the customer screens. */
export const customerRoutes = {
  list: '/crm/customers',
  show: '/crm/customer/:id',
  edit: '/crm/customer/:id/edit',
};

export const customerShowPath = (id: Identifier) => recordPath(customerRoutes.show, id);
export const customerEditPath = (id: Identifier) => recordPath(customerRoutes.edit, id);
