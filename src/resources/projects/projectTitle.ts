import { shortId } from '../../../domain/ids';
import type { ProjectRecord } from '../../dataProvider';

/** A project is named by its customer and its short id: it has no name of its own (SPEC §3). */
export const projectTitle = (project: Pick<ProjectRecord, 'id' | 'customer_name'>) =>
  [project.customer_name, shortId(project.id)].filter(Boolean).join(' · ');
