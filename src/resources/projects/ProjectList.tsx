import { DateInput, SearchInput, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import type { ProjectRecord } from '../../dataProvider';
import { CreateOverlayButton } from '../CreateOverlayButton';
import { enumChoices, enumLabelKey } from '../enumLabels';
import { ListActions, RecordList } from '../RecordList';
import { useListText } from '../listText';
import { StaffSelectInput } from '../teams/StaffInputs';
import { TeamSelectInput } from '../teams/TeamSelectInput';
import { resourcePaths } from '../resourcePaths';
import { projectEnumFields } from './projectFields';
import { ProjectTable } from './ProjectTable';
import { projectTitle } from './projectTitle';
import { PhoneList } from '../PhoneList';

/** Project filters (docs/product.md#projects): the text search (docs/pm.md#finding-a-project), the start date as a range (the API's `{gte, lte}`). */
const projectFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices(projectEnumFields.status)} alwaysOn />,
  <SelectInput key="property" source="property" choices={enumChoices(projectEnumFields.property)} />,
  <SelectInput key="services" source="services" label="resources.projects.filters.service" choices={enumChoices(projectEnumFields.services)} />,
  <TeamSelectInput key="team" source="team" />,
  <StaffSelectInput key="specialist" source="specialist" namesSource="specialist_name" />,
  <DateInput key="start_date.gte" source="start_date.gte" label="resources.projects.filters.start_from" />,
  <DateInput key="start_date.lte" source="start_date.lte" label="resources.projects.filters.start_to" />,
];

/** A project is started by choosing its customer: those who may not read customers (PM-only staff) cannot start one. */
function ProjectListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'projects', action: 'create' });
  const { canAccess: canPickCustomer } = useCanAccess({ resource: 'customers', action: 'list' });
  return (
    <ListActions>
      {canCreate && canPickCustomer && (
        <CreateOverlayButton resource="projects" />
      )}
    </ListActions>
  );
}

function ProjectPhoneList() {
  const translate = useTranslate();
  const listText = useListText();
  return (
    <PhoneList<ProjectRecord>
      rowPath={resourcePaths.projects.showPath}
      primaryText={(project) => projectTitle(project, translate)}
      secondaryText={(project) => listText(project.services.map((service) => translate(enumLabelKey(projectEnumFields.services, service))))}
      tertiaryText={(project) => translate(enumLabelKey(projectEnumFields.status, project.status))}
    />
  );
}

/** /pm/projects (docs/product.md#screens-and-routes): newest first, filters on the fields of docs/product.md#projects, status chips, CSV export, 25 a page. */
export default function ProjectList() {
  return (
    <RecordList
      filters={projectFilters}
      actions={<ProjectListActions />}
      // The toolbar with its New project button stays on an empty list: the first project starts there.
      empty={false}
      table={<ProjectTable withCustomer />}
      phoneList={<ProjectPhoneList />}
    />
  );
}
