import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HideImageIcon from '@mui/icons-material/HideImage';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { ProjectFileRecord } from '../../dataProvider';
import { enumLabelKey } from '../enumLabels';

/** The size the browser scales a photo to in the grid; the file itself is the original (docs/pm.md#photos-and-documents). */
export const thumbnailSize = { width: 320, height: 240 } as const;

export const isImageFile = (file: ProjectFileRecord) => file.type.startsWith('image/');

/** How a file is named on screen: its caption, else its file's name; an erased file by that word. */
export const projectFileName = (file: ProjectFileRecord, translate: TranslateFunction) =>
  file.caption ?? file.file_name ?? translate('resources.project_files.erased');

/** A photo scaled by the browser, a PDF's icon and name, or the mark of an erased file, at the grid's size. */
export function ProjectFilePreview({ file }: { file: ProjectFileRecord }) {
  const translate = useTranslate();
  const frame = { width: '100%', aspectRatio: `${thumbnailSize.width} / ${thumbnailSize.height}`, borderRadius: 1, bgcolor: 'action.hover' };
  if (file.url && isImageFile(file)) {
    return <Box component="img" src={file.url} alt="" loading="lazy" {...thumbnailSize} sx={{ ...frame, height: 'auto', objectFit: 'cover', display: 'block' }} />;
  }
  return (
    <Box sx={{ ...frame, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, p: 1, color: 'text.secondary' }}>
      {file.url ? <PictureAsPdfIcon fontSize="large" color="error" /> : <HideImageIcon fontSize="large" />}
      <Typography variant="caption" sx={{ wordBreak: 'break-all', textAlign: 'center', color: 'text.primary' }}>
        {file.url ? file.file_name : translate('resources.project_files.erased')}
      </Typography>
    </Box>
  );
}

export interface ProjectFileGridProps {
  files: ProjectFileRecord[];
  onOpen: (index: number) => void;
  onEdit?: (file: ProjectFileRecord) => void;
  onDelete?: (file: ProjectFileRecord) => void;
  /** More under each file (the customer page: a link to its project). */
  footer?: (file: ProjectFileRecord) => ReactNode;
}

/** The files as a grid of thumbnails with their caption, stage and room; a thumbnail opens the viewer. */
export function ProjectFileGrid({ files, onOpen, onEdit, onDelete, footer }: ProjectFileGridProps) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } }}
    >
      {files.map((file, index) => {
        const name = projectFileName(file, translate);
        return (
          <Box component="li" key={file.id} sx={{ minWidth: 0 }}>
            <ButtonBase
              focusRipple
              onClick={() => onOpen(index)}
              aria-label={translate('resources.project_files.open_file', { name })}
              sx={{ display: 'block', width: '100%', borderRadius: 1 }}
            >
              <ProjectFilePreview file={file} />
            </ButtonBase>
            <Typography variant="body2" noWrap title={file.caption ?? undefined} sx={{ mt: 0.5 }}>
              {file.caption ?? '\u00a0'}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" label={translate(enumLabelKey('projectFileStages', file.stage))} />
              {file.room && (
                <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                  {file.room}
                </Typography>
              )}
              <Box sx={{ flexGrow: 1 }} />
              {onEdit && (
                <IconButton size="small" aria-label={translate('resources.project_files.action.edit', { name })} onClick={() => onEdit(file)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              )}
              {onDelete && (
                <IconButton size="small" aria-label={translate('resources.project_files.action.delete', { name })} onClick={() => onDelete(file)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            {footer?.(file)}
          </Box>
        );
      })}
    </Box>
  );
}
