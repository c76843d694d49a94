import { Labeled, TextField } from 'react-admin';
import { projectCreateSchema } from '../../../domain/project';
import type { ProjectRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { ProjectInputs } from './ProjectInputs';
import { projectTitle } from './projectTitle';

/** Edits a project; it stays with its customer (a project for someone else is a new project). */
export default function ProjectEdit() {
  return (
    <RecordEdit<ProjectRecord> schema={projectCreateSchema} showPath={resourcePaths.projects.showPath} listPath={resourcePaths.projects.list} title={projectTitle}>
      <ProjectInputs
        customer={
          <Labeled label="resources.projects.fields.customer">
            <TextField source="customer_name" />
          </Labeled>
        }
      />
    </RecordEdit>
  );
}
