import { FunctionField, Labeled, useTranslate } from 'react-admin';
import { projectCreateSchema } from '../../../domain/project';
import type { ProjectRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { ProjectInputs } from './ProjectInputs';
import { projectTitle } from './projectTitle';
import { customerNameText } from '../customerName';

/** Edits a project; it stays with its customer (a project for someone else is a new project). */
export default function ProjectEdit() {
  const translate = useTranslate();
  return (
    <RecordEdit<ProjectRecord> schema={projectCreateSchema} showPath={resourcePaths.projects.showPath} listPath={resourcePaths.projects.list} title={(project) => projectTitle(project, translate)}>
      <ProjectInputs
        customer={
          <Labeled label="resources.projects.fields.customer">
            <FunctionField<ProjectRecord> source="customer_name" render={(project) => customerNameText(project.customer_name, translate)} />
          </Labeled>
        }
      />
    </RecordEdit>
  );
}
