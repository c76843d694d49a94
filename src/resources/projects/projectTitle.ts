import { shortId } from '../../../domain/ids';
import type { TranslateFunction } from 'react-admin';
import type { ProjectRecord } from '../../dataProvider';
import { customerNameText } from '../customerName';

/** A project has no name of its own (docs/product.md#projects): it goes by its short id and its customer, '#B0B54 · Mei Chen'. */
export const projectTitle = (project: Pick<ProjectRecord, 'id' | 'customer_name'>, translate: TranslateFunction) =>
  [`#${shortId(project.id)}`, customerNameText(project.customer_name, translate)].filter(Boolean).join(' · ');

/** The customer's name with the customer's short id, as the project list shows it (docs/product.md#constants-and-limits). */
export const projectCustomer = (project: Pick<ProjectRecord, 'customer' | 'customer_name'>, translate: TranslateFunction) =>
  [customerNameText(project.customer_name, translate), shortId(project.customer)].filter(Boolean).join(' · ');
