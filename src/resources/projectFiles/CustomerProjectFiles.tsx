import { useState } from 'react';
import Box from '@mui/material/Box';
import { Link, useCanAccess, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider, CustomerRecord, ProjectFileRecord } from '../../dataProvider';
import { projectTitle } from '../projects/projectTitle';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { ProjectFileGrid } from './ProjectFileGrid';
import { ProjectFileViewer } from './ProjectFileViewer';

function CustomerFiles() {
  const translate = useTranslate();
  const { data = [] } = useListContext<ProjectFileRecord>();
  const [viewing, setViewing] = useState<number>();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ProjectFileGrid
        files={data}
        onOpen={setViewing}
        footer={(file) => (
          <Link to={resourcePaths.projects.showPath(file.project)} variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {projectTitle({ id: file.project, customer_name: file.customer_name }, translate)}
          </Link>
        )}
      />
      {viewing !== undefined && <ProjectFileViewer files={data} index={viewing} onMove={setViewing} onClose={() => setViewing(undefined)} />}
    </Box>
  );
}

/** The photos and documents of all the customer's projects, read only, each leading to its project; for PM readers. */
export function CustomerProjectFiles({ customer }: { customer: CustomerRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canRead } = useCanAccess({ resource: 'projects', action: 'list' });
  if (!canRead) return null;
  return (
    <RecordsCard
      titleKey="resources.project_files.name"
      resource="project_files"
      queryKey={['projects', 'customer', String(customer.id), 'files']}
      load={() => dataProvider.getCustomerProjectFiles(customer.id)}
      emptyKey="resources.project_files.none_for_customer"
    >
      <CustomerFiles />
    </RecordsCard>
  );
}
