import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { PanelHeading } from './PanelHeading';
import { useNotify, useTranslate } from 'react-admin';
import { apiDownload, saveFile } from '../../http';

/** A superadmin's download of a fresh backup of the whole database, uploads included (docs/product.md#backups). */
export function BackupPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveFile(await apiDownload('/admin/backup'));
    } catch {
      notify('app.settings.backup_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <PanelHeading titleKey="app.settings.backup" hintKey="app.settings.backup_hint" />
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.settings.download_backup')}
      </Button>
    </Stack>
  );
}
