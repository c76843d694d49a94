import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { customerImportLimits, earlierRowOf, type CustomerImportAnswer, type CustomerImportRow, type CustomerImportUndoAnswer } from '../../../domain/customerImport';
import type { AppDataProvider } from '../../dataProvider';
import { failureNotice } from '../../http';
import { resourcePaths } from '../resourcePaths';
import { fileTooLarge, importParts } from './customerImportParts';

type Step =
  | { name: 'pick' }
  | { name: 'previewing' }
  | { name: 'preview'; answer: CustomerImportAnswer }
  | { name: 'importing'; done: number; total: number }
  | { name: 'done'; answer: CustomerImportAnswer }
  | { name: 'undone'; answer: CustomerImportUndoAnswer };

const previewPageSize = 50;

/** The counts of an answer, as one line: "3 rows: 2 to import, 1 duplicate, 0 invalid". */
function ImportCounts({ answer, ready }: { answer: CustomerImportAnswer; ready: boolean }) {
  const translate = useTranslate();
  const toImport = ready ? answer.results.filter((result) => result.status === 'ready').length : answer.created;
  return (
    <Typography role="status" data-testid="import-counts">
      {translate(ready ? 'resources.customers.import.counts_preview' : 'resources.customers.import.counts_done', {
        rows: answer.rows,
        created: toImport,
        duplicates: answer.duplicates,
        invalid: answer.invalid,
      })}
    </Typography>
  );
}

function RowErrors({ result }: { result: CustomerImportRow }) {
  const translate = useTranslate();
  if (result.duplicateOf) {
    const row = earlierRowOf(result.duplicateOf);
    if (row !== undefined) return <>{translate('resources.customers.import.duplicate_of_row', { row })}</>;
    return (
      <Link component={RouterLink} to={resourcePaths.customers.showPath(result.duplicateOf)} target="_blank">
        {translate('resources.customers.import.duplicate_of_customer')}
      </Link>
    );
  }
  return (
    <>
      {(result.errors ?? []).map((error) => (
        <div key={error.field}>
          {translate('resources.customers.import.field_error', {
            field: translate(`resources.customers.fields.${error.field}`, { _: error.field }),
            message: error.key ? translate(error.key, { _: error.message }) : error.message,
          })}
        </div>
      ))}
    </>
  );
}

/** Each row's status and what is wrong with it, a page at a time. */
function PreviewTable({ results }: { results: CustomerImportRow[] }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = results.slice(page * previewPageSize, (page + 1) * previewPageSize);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.customers.import.preview_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.customers.import.row')}</TableCell>
            <TableCell>{translate('resources.customers.import.status')}</TableCell>
            <TableCell>{translate('resources.customers.import.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((result) => (
            <TableRow key={result.row}>
              <TableCell>{result.row}</TableCell>
              <TableCell>{translate(`resources.customers.import.statuses.${result.status}`)}</TableCell>
              <TableCell>
                <RowErrors result={result} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {results.length > previewPageSize && (
        <TablePagination
          component="div"
          count={results.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={previewPageSize}
          rowsPerPageOptions={[previewPageSize]}
        />
      )}
    </Box>
  );
}

/**
 * Importing customers from a CSV file (docs/product.md#importing-customers): pick, preview (a dry run), confirm,
 * a progress bar as the parts go in, then a summary with Undo.
 */
export function CustomerImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const { message } = failureNotice(error);
    setFailure(translate(message, { _: message }));
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFailure(null);
    setFile(picked);
    if (!picked) return;
    if (fileTooLarge(picked)) {
      setStep({ name: 'pick' });
      return setFailure(translate('resources.customers.import.too_large', { megabytes: customerImportLimits.maxBytes / 1024 / 1024 }));
    }
    setStep({ name: 'previewing' });
    try {
      setStep({ name: 'preview', answer: await dataProvider.importCustomers(picked, { dryRun: true, fileName: picked.name }) });
    } catch (error) {
      setStep({ name: 'pick' });
      fail(error);
    }
  };

  const confirm = async () => {
    if (!file) return;
    const parts = importParts(await file.arrayBuffer());
    const total = parts.reduce((sum, part) => sum + part.rows, 0);
    const summary: CustomerImportAnswer = { rows: 0, created: 0, duplicates: 0, invalid: 0, results: [] };
    setStep({ name: 'importing', done: 0, total });
    try {
      let done = 0;
      for (const part of parts) {
        const answer = await dataProvider.importCustomers(part.file, { fileName: file.name, importId: summary.importId, firstRow: part.firstRow });
        summary.importId = answer.importId;
        summary.rows += answer.rows;
        summary.created += answer.created;
        summary.duplicates += answer.duplicates;
        summary.invalid += answer.invalid;
        summary.results.push(...answer.results);
        done += part.rows;
        setStep({ name: 'importing', done, total });
      }
      setStep({ name: 'done', answer: summary });
    } catch (error) {
      fail(error);
      // The parts already in stay one import, which the summary can undo.
      setStep({ name: 'done', answer: summary });
    } finally {
      refresh();
    }
  };

  const undo = async (importId: string) => {
    try {
      setStep({ name: 'undone', answer: await dataProvider.undoCustomerImport(importId) });
      refresh();
    } catch (error) {
      fail(error);
    }
  };

  const close = () => {
    if (step.name === 'importing') return;
    setFile(null);
    setStep({ name: 'pick' });
    setFailure(null);
    onClose();
  };

  const busy = step.name === 'previewing' || step.name === 'importing';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('resources.customers.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {(step.name === 'pick' || step.name === 'previewing' || step.name === 'preview') && (
            <>
              <Typography variant="body2">{translate('resources.customers.import.help')}</Typography>
              <Box>
                <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
                  {translate('resources.customers.import.pick')}
                  <input hidden type="file" accept=".csv,text/csv" onChange={pick} data-testid="import-file" />
                </Button>
                {file && (
                  <Typography component="span" variant="body2" sx={{ ml: 1, wordBreak: 'break-all' }}>
                    {file.name}
                  </Typography>
                )}
              </Box>
            </>
          )}
          {step.name === 'previewing' && <LinearProgress aria-label={translate('resources.customers.import.previewing')} />}
          {step.name === 'preview' && (
            <>
              <ImportCounts answer={step.answer} ready />
              <PreviewTable results={step.answer.results} />
            </>
          )}
          {step.name === 'importing' && (
            <>
              <Typography>{translate('resources.customers.import.progress', { done: step.done, total: step.total })}</Typography>
              <LinearProgress
                variant="determinate"
                value={step.total ? (step.done / step.total) * 100 : 100}
                aria-label={translate('resources.customers.import.progress_label')}
              />
            </>
          )}
          {step.name === 'done' && (
            <>
              <ImportCounts answer={step.answer} ready={false} />
              {step.answer.duplicates + step.answer.invalid > 0 && (
                <PreviewTable results={step.answer.results.filter((result) => result.status !== 'created')} />
              )}
            </>
          )}
          {step.name === 'undone' && (
            <Typography role="status">
              {translate('resources.customers.import.undone', { removed: step.answer.removed, kept: step.answer.kept.length })}
            </Typography>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.name === 'done' && step.answer.importId && step.answer.created > 0 && (
          <Button onClick={() => undo(step.answer.importId!)}>
            {translate('resources.customers.import.undo')}
          </Button>
        )}
        <Button onClick={close} disabled={step.name === 'importing'}>
          {translate(step.name === 'done' || step.name === 'undone' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {(step.name === 'preview' || step.name === 'previewing') && (
          <Button variant="contained" onClick={confirm} disabled={step.name !== 'preview' || step.answer.results.every((result) => result.status !== 'ready')}>
            {translate('resources.customers.import.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
