import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useGetOne, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ProjectRecord } from '../dataProvider';
import { useNotifyFailure } from '../http';
import { projectBriefingLines, projectBriefingText } from '../resources/projects/projectBriefing';

/**
 * Project Briefing (docs/product.md#overlays): the project's lines as read-only descriptions, then the same as a text to copy
 * into a message to the crew, with the closing note.
 */
export function ProjectBriefing({ projectId }: { projectId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [locale] = useLocaleState();
  const { data: project, error } = useGetOne<ProjectRecord>('projects', { id: projectId });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);
  if (!project) return <LinearProgress />;

  const lines = projectBriefingLines(project, translate, locale);
  const text = projectBriefingText(lines, translate);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify('app.project_overlays.copied', { type: 'success' }),
      () => notify('app.project_overlays.copy_failed', { type: 'warning' }),
    );
  return (
    <Box sx={{ overflowY: 'auto', p: { xs: 2, sm: 3 } }}>
      <Table size="small" aria-label={translate('app.project_overlays.briefing')}>
        <TableBody>
          {lines.map(({ labelKey, value }) => (
            <TableRow key={labelKey}>
              <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary', verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {translate(labelKey)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 2, fontWeight: 500 }}>{translate('resources.projects.briefing.closing')}</Typography>
      <TextField
        label={translate('app.project_overlays.briefing_text')}
        value={text}
        multiline
        fullWidth
        minRows={8}
        sx={{ mt: 3 }}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.project_overlays.copy')}
        </Button>
      </Box>
    </Box>
  );
}
