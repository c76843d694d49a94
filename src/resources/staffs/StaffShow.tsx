import { EmailField, useCanAccess, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import type { AppDataProvider, StaffRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { AccessCells, ActiveChip } from '../AccountAccess';
import { EnumField } from '../EnumField';
import { ProjectTable } from '../projects/ProjectTable';
import { DetailCell, DetailsCard, DetailsSection, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells, TextCell } from '../RecordDetails';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { TaskTable } from '../tasks/TaskTable';
import { TeamTable } from '../teams/TeamTable';
import { staffEnumFields } from './staffFields';
import { accountName } from '../accountName';

/** Every record of `resource` whose `field` names the staff member, newest first (the API answers 1 000 at most). */
function useRecordsNaming(resource: string, field: string, staffId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return {
    resource,
    queryKey: [resource, 'naming', field, staffId],
    load: async (): Promise<RaRecord[]> =>
      (await dataProvider.getList(resource, { filter: { [field]: staffId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' } })).data,
  };
}

/** The projects, tasks and teams the staff member is in, for those who may read PM. */
function StaffWork({ staffId }: { staffId: string }) {
  const projects = useRecordsNaming('projects', 'specialist', staffId);
  const tasks = useRecordsNaming('tasks', 'participants', staffId);
  const teams = useRecordsNaming('teams', 'members', staffId);
  return (
    <>
      <RecordsCard titleKey="resources.staffs.projects" emptyKey="resources.staffs.no_projects" {...projects}>
        <ProjectTable withCustomer />
      </RecordsCard>
      <RecordsCard titleKey="resources.staffs.tasks" emptyKey="resources.staffs.no_tasks" {...tasks}>
        <TaskTable withProject />
      </RecordsCard>
      <RecordsCard titleKey="resources.staffs.teams" emptyKey="resources.staffs.no_teams" {...teams}>
        <TeamTable />
      </RecordsCard>
    </>
  );
}

function StaffPage() {
  const staff = useRecordContext<StaffRecord>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'staffs', action: 'edit' });
  const { canAccess: canReadWork } = useCanAccess({ resource: 'projects', action: 'list' });
  usePageTitle(staff ? accountName(staff) : 'resources.staffs.name', { smart_count: 1 });
  if (!staff) return null;
  return (
    <>
      <RecordHeader
        title={accountName(staff)}
        subtitle={staff.username}
        status={<ActiveChip active={staff.active} />}
        actions={canEdit && <EditAction to={resourcePaths.staffs.editPath(staff.id)} />}
      />
      <DetailsCard>
        <DetailsSection titleKey="resources.staffs.sections.account">
          <TextCell source="name" />
          <TextCell source="lastname" />
          <DetailCell>
            <EmailField source="email" />
          </DetailCell>
          <TextCell source="phone" />
          <TextCell source="extension" />
        </DetailsSection>
        <DetailsSection titleKey="resources.staffs.sections.work">
          <DetailCell>
            <EnumField source="department" enumName={staffEnumFields.department} />
          </DetailCell>
          <DetailCell>
            <EnumField source="job_title" enumName={staffEnumFields.job_title} />
          </DetailCell>
          <TextCell source="location" />
          <TextCell source="address" />
        </DetailsSection>
        <DetailsSection titleKey="resources.staffs.sections.access">
          <AccessCells />
        </DetailsSection>
        <LongTextCell source="bio" />
        <LongTextCell source="note" />
        <RecordStampCells />
      </DetailsCard>
      {canReadWork && <StaffWork staffId={String(staff.id)} />}
    </>
  );
}

/** /system/staff/{id} (docs/product.md#screens-and-routes): a staff member, and the projects, tasks and teams they are in. */
export default function StaffShow() {
  return (
    <RecordShow<StaffRecord> listPath={resourcePaths.staffs.list}>
      <StaffPage />
    </RecordShow>
  );
}
