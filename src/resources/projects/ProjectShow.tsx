import Grid from '@mui/material/Grid';
import AddTaskIcon from '@mui/icons-material/AddTask';
import DescriptionIcon from '@mui/icons-material/Description';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import {
  Link,
  NumberField,
  TextField,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { AppDataProvider, ProjectRecord } from '../../dataProvider';
import { openCreate, openOverlay } from '../../overlays/overlayStore';
import { usePageTitle } from '../../root/usePageTitle';
import { ContractTable } from '../contracts/ContractTable';
import { ProjectQuotes } from '../quotes/ProjectQuotes';
import { EnumField } from '../EnumField';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { DetailCell, DetailsCard, EditAction, HeaderAction, LinkCell, LongTextCell, mapsLink, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { RecordsCard } from '../RecordsCard';
import { ProjectFilesCard } from '../projectFiles/ProjectFilesCard';
import { TaskTable } from '../tasks/TaskTable';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { projectEnumFields, projectStatusLook } from './projectFields';
import { projectTitle } from './projectTitle';
import { customerNameText } from '../customerName';

function ProjectHeader({ project }: { project: ProjectRecord }) {
  const translate = useTranslate();
  return (
    <RecordHeader
      title={projectTitle(project, translate)}
      subtitle={translate('resources.projects.order_number', { id: project.id })}
      status={<StatusChip value={project.status} look={projectStatusLook} />}
      actions={
        <>
          <HeaderAction labelKey="resources.projects.action.new_contract" icon={<NoteAddIcon />} onClick={() => openCreate('contracts', { project: project.id })} />
          <HeaderAction labelKey="resources.projects.action.new_task" icon={<AddTaskIcon />} onClick={() => openCreate('tasks', { project: project.id })} />
          <HeaderAction labelKey="resources.projects.action.briefing" icon={<DescriptionIcon />} onClick={() => openOverlay('projectBriefing', { project: project.id })} />
          <EditAction to={resourcePaths.projects.editPath(project.id)} />
        </>
      }
    />
  );
}

function ProjectDetails({ project }: { project: ProjectRecord }) {
  const translate = useTranslate();
  return (
    <DetailsCard>
      <DetailCell>
        <Link to={resourcePaths.customers.showPath(project.customer)} label="resources.projects.fields.customer">
          {customerNameText(project.customer_name, translate)}
        </Link>
      </DetailCell>
      <DetailCell>
        <TextField source="customer_phone" />
      </DetailCell>
      <DetailCell>
        <TextField source="customer_email" />
      </DetailCell>
      <DetailCell>
        <EnumField source="property" enumName={projectEnumFields.property} />
      </DetailCell>
      <DetailCell wide>
        <EnumField source="services" enumName={projectEnumFields.services} />
      </DetailCell>
      <DetailCell>
        <LocaleDateField source="start_date" />
      </DetailCell>
      <DetailCell>
        <LocaleDateField source="end_date" />
      </DetailCell>
      <DetailCell>
        <NumberField source="discount" options={{ style: 'unit', unit: 'percent' }} />
      </DetailCell>
      <DetailCell>
        <TextField source="team_name" />
      </DetailCell>
      <DetailCell>
        <TextField source="specialist_name" />
      </DetailCell>
      <DetailCell>
        <EnumField source="source" enumName={projectEnumFields.source} />
      </DetailCell>
      <LinkCell source="raw_address" href={mapsLink} />
      <DetailCell>
        <TextField source="location" />
      </DetailCell>
      <DetailCell>
        <TextField source="referer" />
      </DetailCell>
      <LongTextCell source="description" />
      <LongTextCell source="note" />
      <RecordStampCells />
    </DetailsCard>
  );
}

function ProjectPage() {
  const project = useRecordContext<ProjectRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  usePageTitle(project ? projectTitle(project, translate) : 'resources.projects.name', { smart_count: 1 });
  if (!project) return null;
  return (
    <>
      <ProjectHeader project={project} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProjectDetails project={project} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <HistoryTimeline resource="projects" recordId={project.id} enumFields={projectEnumFields} />
        </Grid>
        {/* The tables take the page's width: beside the history their later columns were cut off. */}
        <Grid size={12}>
          <ProjectQuotes project={project.id} />
          <RecordsCard
            titleKey="resources.contracts.name"
            resource="contracts"
            queryKey={['projects', String(project.id), 'contracts']}
            load={() => dataProvider.getProjectContracts(project.id)}
            emptyKey="resources.projects.no_contracts"
          >
            <ContractTable />
          </RecordsCard>
          <RecordsCard
            titleKey="resources.tasks.name"
            resource="tasks"
            queryKey={['projects', String(project.id), 'tasks']}
            load={() => dataProvider.getProjectTasks(project.id)}
            emptyKey="resources.projects.no_tasks"
          >
            <TaskTable />
          </RecordsCard>
          <ProjectFilesCard projectId={project.id} />
        </Grid>
      </Grid>
    </>
  );
}

/** /pm/project/{id} (docs/product.md#screens-and-routes): the project, its quotes, contracts, history and tasks, and the overlays that add to them. */
export default function ProjectShow() {
  return (
    <RecordShow<ProjectRecord> listPath={resourcePaths.projects.list}>
      <ProjectPage />
    </RecordShow>
  );
}
