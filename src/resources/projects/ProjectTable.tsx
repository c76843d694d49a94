import { DataTable, NumberField, useTranslate } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import { shortId } from '../../../domain/ids';
import type { ProjectRecord } from '../../dataProvider';
import { EnumField } from '../EnumField';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { projectEnumFields, projectStatusLook } from './projectFields';
import { projectCustomer } from './projectTitle';
import { useBulkDelete } from '../DeleteActions';

const Column = DataTable.Col<ProjectRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** Projects in a table, in a list context; `withCustomer` names each project's customer (not needed on the customer's page). */
export function ProjectTable({ withCustomer = false }: { withCustomer?: boolean }) {
  const bulkDelete = useBulkDelete();
  const translate = useTranslate();
  return (
    // Headers on one line: Chinese labels would otherwise break after every character.
    <DataTable<ProjectRecord> rowClick={resourcePaths.projects.showPath} bulkActionButtons={bulkDelete} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="id" render={(project) => `#${shortId(project.id)}`} disableSort cellSx={noWrap} />
      {withCustomer && <Column source="customer_name" label="resources.projects.fields.customer" disableSort render={(project) => projectCustomer(project, translate)} cellSx={noWrap} />}
      <Column source="status" render={(project) => <StatusChip value={project.status} look={projectStatusLook} />} />
      <Column source="property" render={() => <EnumField source="property" enumName={projectEnumFields.property} />} />
      <Column source="services" disableSort cellSx={() => ({ minWidth: 200 })} render={() => <EnumField source="services" enumName={projectEnumFields.services} />} />
      <Column source="start_date" field={LocaleDateField} cellSx={noWrap} />
      <Column source="end_date" field={LocaleDateField} cellSx={noWrap} />
      <Column source="team_name" disableSort />
      <Column source="specialist_name" disableSort cellSx={noWrap} />
      <Column source="discount" render={() => <NumberField source="discount" options={{ style: 'unit', unit: 'percent' }} />} />
      <Column source="location" />
      <Column source="created_at" field={LocaleDateField} />
    </DataTable>
  );
}
