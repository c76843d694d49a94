import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { ProjectFileRecord } from '../../dataProvider';
import { useBusinessTime } from '../../support/businessTime';
import { enumLabelKey } from '../enumLabels';
import { isImageFile, ProjectFilePreview, projectFileName } from './ProjectFileGrid';

export interface ProjectFileViewerProps {
  files: ProjectFileRecord[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * One file at a time, large: the photo, or a PDF's icon with a link that opens it. The arrow keys and the buttons go
 * to the previous and next file (round the ends), Escape closes, and the focus goes back to the thumbnail (MUI's trap).
 */
export function ProjectFileViewer({ files, index, onMove, onClose }: ProjectFileViewerProps) {
  const translate = useTranslate();
  const time = useBusinessTime();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const file = files[index];
  if (!file) return null;
  const move = (step: number) => onMove((index + step + files.length) % files.length);
  const details = [translate(enumLabelKey('projectFileStages', file.stage)), file.room, file.creator_name, time.moment(file.created_at)].filter(Boolean);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move(-1);
        else if (event.key === 'ArrowRight') move(1);
        else return;
        event.preventDefault();
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {projectFileName(file, translate)}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('resources.project_files.position', { position: index + 1, total: files.length })}
        </Typography>
        <IconButton aria-label={translate('resources.project_files.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {file.url && isImageFile(file) ? (
          <Box
            component="img"
            src={file.url}
            alt={projectFileName(file, translate)}
            // As large as the dialog allows, a small photo scaled up as a large one is scaled down.
            sx={{ display: 'block', width: '100%', height: { xs: '60vh', sm: '70vh' }, objectFit: 'contain' }}
          />
        ) : (
          <Box sx={{ maxWidth: 320, mx: 'auto', textAlign: 'center' }}>
            <ProjectFilePreview file={file} />
            {file.url && (
              <Button href={file.url} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} sx={{ mt: 1 }}>
                {translate('resources.project_files.action.open_pdf')}
              </Button>
            )}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {details.join(' · ')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<ChevronLeftIcon />} onClick={() => move(-1)} disabled={files.length < 2}>
          {translate('resources.project_files.action.previous')}
        </Button>
        <Button endIcon={<ChevronRightIcon />} onClick={() => move(1)} disabled={files.length < 2}>
          {translate('resources.project_files.action.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
