import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { customerFullName, type Customer } from '../../../domain/customer';
import { mergedCustomerFields } from '../../../domain/customerMerge';
import type { CustomerRecord } from '../../dataProvider';
import { failureNotice, isApiError } from '../../http';
import { enumLabelKey } from '../enumLabels';
import { useListText } from '../listText';
import { customerEnumFields } from './customerFields';

/** The fields the two columns compare, in the order of the customer's page. */
const comparedFields = [
  'name',
  'last_name',
  'organization',
  'phone',
  'phone_extension',
  'secondary_phone',
  'secondary_phone_extension',
  'email',
  'wechat',
  'wechat_added',
  'notification_methods',
  'raw_address',
  'location',
  'gender',
  'locale',
  'source',
  'referer',
  'status',
  'active',
  'note',
  'projects',
] as const satisfies readonly (keyof Customer)[];

/** A field's value as the customer's page shows it: labels of enumerations, yes or no, a dash for nothing. */
function useValueText() {
  const translate = useTranslate();
  const listText = useListText();
  return (field: string, value: unknown): string => {
    const enumName = customerEnumFields[field as keyof typeof customerEnumFields];
    const text = (one: unknown) => (enumName ? translate(enumLabelKey(enumName, String(one)), { _: String(one) }) : String(one));
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    return Array.isArray(value) ? listText(value.map(text)) : text(value);
  };
}

const label = (customer: CustomerRecord) => `${customerFullName(customer)} (${customer.uid})`;

export interface CustomerMergeDialogProps {
  /** The customer whose page it opens on, and the possible duplicate; either may be kept. */
  customers: [CustomerRecord, CustomerRecord];
  pending: boolean;
  /** What the last attempt was refused with, if it was. */
  error: unknown;
  onMerge: (keep: CustomerRecord, merge: CustomerRecord) => void;
  onClose: () => void;
}

/** The two customers side by side, which one to keep, and what the kept one will get (docs/customers.md#duplicate-customers). */
export function CustomerMergeDialog({ customers, pending, error, onMerge, onClose }: CustomerMergeDialogProps) {
  const translate = useTranslate();
  const valueText = useValueText();
  const titleId = useId();
  const introId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [keptIndex, setKeptIndex] = useState(0);
  const keep = customers[keptIndex];
  const merge = customers[1 - keptIndex];
  const gets = Object.entries(mergedCustomerFields(keep, merge));
  const fieldLabel = (field: string) => translate(`resources.customers.fields.${field}`);
  const refusalKey = isApiError(error) ? error.body?.details?.[0]?.key : undefined;
  const notice = error ? failureNotice(error).message : null;
  const refusal = notice && translate(refusalKey ?? notice, { _: notice });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={introId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{translate('resources.customers.merge.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {translate('resources.customers.merge.intro')}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id={`${titleId}-keep`}>{translate('resources.customers.merge.keep_which')}</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-keep`} value={String(keptIndex)} onChange={(event) => setKeptIndex(Number(event.target.value))}>
            {customers.map((customer, index) => (
              <FormControlLabel
                key={customer.id}
                value={String(index)}
                control={<Radio />}
                label={translate('resources.customers.merge.keep_this', { name: label(customer) })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
          {translate('resources.customers.merge.gets')}
        </Typography>
        {gets.length === 0 ? (
          <Typography variant="body2">{translate('resources.customers.merge.gets_nothing')}</Typography>
        ) : (
          <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
            {gets.map(([field, value]) => (
              <li key={field}>
                {fieldLabel(field)}: {valueText(field, value)}
              </li>
            ))}
          </Typography>
        )}
        {merge.projects > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('resources.customers.merge.moves', { name: label(merge), smart_count: merge.projects })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
          {translate('resources.customers.merge.unsubscribes')}
        </Typography>
        <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ width: '28%' }}>
                {translate('resources.customers.merge.field')}
              </TableCell>
              {customers.map((customer, index) => (
                <TableCell key={customer.id} component="th" scope="col" sx={{ fontWeight: index === keptIndex ? 700 : undefined }}>
                  {label(customer)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {comparedFields.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {fieldLabel(field)}
                </TableCell>
                {customers.map((customer) => (
                  <TableCell key={customer.id}>{valueText(field, customer[field])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onMerge(keep, merge)} disabled={pending}>
          {translate('resources.customers.merge.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
