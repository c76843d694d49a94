import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { PanelHeading } from './PanelHeading';
import { useNotify, useTranslate } from 'react-admin';
import { readAccessToken } from '../../http/accessToken';

/** A superadmin's download of a fresh backup of the whole database, uploads included (docs/product.md#backups). */
export function BackupPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch('/api/admin/backup', { headers: { authorization: `Bearer ${readAccessToken() ?? ''}` } });
      if (!response.ok) throw new Error(String(response.status));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.sql';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
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
