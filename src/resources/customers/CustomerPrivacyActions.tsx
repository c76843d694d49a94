import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, usePermissions, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import type { AppDataProvider, CustomerRecord } from '../../dataProvider';
import { isApiError, saveFile } from '../../http';
import { useNotifyFailure } from '../../http/useNotifyFailure';
import { HeaderAction } from '../RecordDetails';

// A customer's access request and erasure (docs/privacy.md): the header's "Export data" and "Erase".

/** The name a customer is shown by: an erased customer's stored marker is shown translated (docs/privacy.md#erasure). */
export const shownCustomerName = (customer: Pick<CustomerRecord, 'name' | 'last_name'> & { erased_at?: string | null }, translate: TranslateFunction) =>
  customer.erased_at ? translate('resources.customers.privacy.erased_name') : customerFullName(customer);

/** The server's refusal in the reader's language: its key translated, then what it names (a project, a contract and a day). */
function erasureRefusal(error: unknown, translate: TranslateFunction): string | undefined {
  if (!isApiError(error, 409) || error.body?.code !== 'ERASE_BLOCKED') return undefined;
  const detail = error.body.details?.[0];
  if (!detail?.key) return error.message;
  const named = error.message.startsWith(`${detail.message}: `) ? error.message.slice(detail.message.length + 2).replace(/\.$/, '') : '';
  const sentence = translate(detail.key);
  return named ? translate('resources.customers.privacy.refusal', { sentence, named }) : sentence;
}

/** Downloads the customer's data as one JSON file, named as the server names it; administrators and superadmins. */
function ExportAction({ customer }: { customer: CustomerRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  async function download() {
    try {
      const document = await dataProvider.exportCustomer(customer.id);
      saveFile({ blob: new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), name: `customer-${customer.uid}.json` });
    } catch {
      notify('resources.customers.privacy.export_failed', { type: 'error' });
    }
  }
  return <HeaderAction labelKey="resources.customers.privacy.export" icon={<DownloadIcon />} onClick={() => void download()} />;
}

/** The erasure's confirmation: says what goes and what stays, and asks for the customer's full name typed exactly. */
function EraseDialog({ customer, onClose }: { customer: CustomerRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const introId = useId();
  const fullName = customerFullName(customer);
  const [typed, setTyped] = useState('');
  const erase = useMutation({
    mutationFn: () => dataProvider.eraseCustomer(customer.id),
    onSuccess: () => {
      notify('resources.customers.privacy.erased', { type: 'info' });
      onClose();
      refresh();
    },
    onError: (error) => {
      // A refusal is shown in the dialog, beside the button it answers; anything else as every failure is.
      if (!erasureRefusal(error, translate)) notifyFailure(error);
    },
  });
  const refusal = erase.error ? erasureRefusal(erase.error, translate) : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={introId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('resources.customers.privacy.erase_title')}</DialogTitle>
      <DialogContent>
        <div id={introId}>
          <DialogContentText sx={{ fontWeight: 'bold', mb: 1 }}>{translate('resources.customers.privacy.erase_irreversible')}</DialogContentText>
          <DialogContentText sx={{ mb: 1 }}>{translate('resources.customers.privacy.erase_removes')}</DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.customers.privacy.erase_keeps')}</DialogContentText>
        </div>
        <TextField
          autoFocus
          fullWidth
          autoComplete="off"
          label={translate('resources.customers.privacy.erase_type_name', { name: fullName })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {refusal && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={typed !== fullName || erase.isPending} onClick={() => erase.mutate()}>
          {translate('resources.customers.privacy.erase')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The header's privacy actions: "Export data" for administrators, "Erase" for superadmins; none once the customer is erased. */
export function CustomerPrivacyActions({ customer }: { customer: CustomerRecord }) {
  const { permissions } = usePermissions<{ roles: string[] }>();
  const [erasing, setErasing] = useState(false);
  const roles = permissions?.roles ?? [];
  const isSuperadmin = roles.includes('superadmin');
  // The export is the System area's write access (server/routes/crm.ts): administrators and superadmins.
  const mayExport = isSuperadmin || roles.includes('admin');
  return (
    <>
      {mayExport && <ExportAction customer={customer} />}
      {isSuperadmin && !customer.erased_at && (
        <HeaderAction labelKey="resources.customers.privacy.erase" icon={<DeleteForeverIcon />} onClick={() => setErasing(true)} />
      )}
      {erasing && <EraseDialog customer={customer} onClose={() => setErasing(false)} />}
    </>
  );
}
