import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  useAddUndoableMutation,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { projectFileStages, type ProjectFileStage } from '../../../domain/enums';
import type { AppDataProvider, ProjectFileRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { enumLabelKey } from '../enumLabels';
import { RecordsCard } from '../RecordsCard';
import { ProjectFileEditDialog } from './ProjectFileEditDialog';
import { ProjectFileGrid } from './ProjectFileGrid';
import { ProjectFileUploadDialog } from './ProjectFileUploadDialog';
import { ProjectFileViewer } from './ProjectFileViewer';

const filesQueryKey = (projectId: Identifier) => ['projects', String(projectId), 'files'];

/** The files of the card, filtered by stage; a thumbnail opens the viewer, writers edit and delete (with Undo). */
function ProjectFiles({ projectId, canWrite, stage, onStage }: { projectId: Identifier; canWrite: boolean; stage: ProjectFileStage | 'all'; onStage: (stage: ProjectFileStage | 'all') => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const { data = [] } = useListContext<ProjectFileRecord>();
  const [deleted, setDeleted] = useState<Set<Identifier>>(new Set());
  const [viewing, setViewing] = useState<number>();
  const [editing, setEditing] = useState<ProjectFileRecord>();
  const present = data.filter((file) => !deleted.has(file.id));
  const shown = stage === 'all' ? present : present.filter((file) => file.stage === stage);
  const reload = () => queryClient.invalidateQueries({ queryKey: filesQueryKey(projectId) });
  const forget = (id: Identifier) =>
    setDeleted((previous) => {
      const next = new Set(previous);
      next.delete(id);
      return next;
    });

  // The file leaves at once; nothing is sent until the notification with Undo has passed (docs/product.md#deleting-and-restoring).
  const remove = (file: ProjectFileRecord) => {
    setDeleted((previous) => new Set(previous).add(file.id));
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) return forget(file.id);
      dataProvider
        .deleteProjectFile(file.id)
        .then(reload)
        .catch((error: unknown) => {
          forget(file.id);
          notifyFailure(error);
        });
    });
    notify('resources.project_files.notifications.deleted', { type: 'info', undoable: true });
  };

  const count = (value: ProjectFileStage) => present.filter((file) => file.stage === value).length;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={stage}
        onChange={(_, value: ProjectFileStage | 'all' | null) => value && onStage(value)}
        aria-label={translate('resources.project_files.stage_filter')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <ToggleButton value="all">
          {translate('resources.project_files.all_stages')} ({present.length})
        </ToggleButton>
        {projectFileStages.map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(enumLabelKey('projectFileStages', value))} ({count(value)})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.project_files.none_of_stage')}</Typography>
      ) : (
        <ProjectFileGrid files={shown} onOpen={setViewing} onEdit={canWrite ? setEditing : undefined} onDelete={canWrite ? remove : undefined} />
      )}
      {viewing !== undefined && <ProjectFileViewer files={shown} index={viewing} onMove={setViewing} onClose={() => setViewing(undefined)} />}
      {editing && <ProjectFileEditDialog file={editing} onSaved={reload} onClose={() => setEditing(undefined)} />}
    </Box>
  );
}

/**
 * The project page's "Photos and documents" (docs/pm.md#photos-and-documents): before, during and after photos,
 * plans and permits as thumbnails filtered by stage, with Upload for those who may change projects.
 */
export function ProjectFilesCard({ projectId }: { projectId: Identifier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'projects', action: 'edit' });
  const [uploading, setUploading] = useState(false);
  const [stage, setStage] = useState<ProjectFileStage | 'all'>('all');
  return (
    <>
      <RecordsCard
        titleKey="resources.project_files.name"
        resource="project_files"
        queryKey={filesQueryKey(projectId)}
        load={() => dataProvider.getProjectFiles(projectId)}
        emptyKey="resources.project_files.none"
        action={
          canWrite && (
            <Button label="resources.project_files.action.upload" onClick={() => setUploading(true)}>
              <CloudUploadIcon />
            </Button>
          )
        }
      >
        <ProjectFiles projectId={projectId} canWrite={canWrite} stage={stage} onStage={setStage} />
      </RecordsCard>
      {uploading && (
        <ProjectFileUploadDialog
          projectId={projectId}
          stage={stage === 'all' ? undefined : stage}
          onAdded={() => queryClient.invalidateQueries({ queryKey: filesQueryKey(projectId) })}
          onClose={() => setUploading(false)}
        />
      )}
    </>
  );
}
