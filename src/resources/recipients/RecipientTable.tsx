import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import type { RecipientCustomerRecord } from '../../dataProvider';
import { enumLabelKey } from '../enumLabels';
import { useListText } from '../listText';
import { resourcePaths } from '../resourcePaths';

/** Customers a recipient filter selects: whom to reach, and how. */
export function RecipientTable({ customers }: { customers: RecipientCustomerRecord[] }) {
  const translate = useTranslate();
  const listText = useListText();
  const customerField = (field: string) => translate(`resources.customers.fields.${field}`);
  return (
    <Table size="small" sx={{ '& td, & th': { overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.recipients.members.name')}</TableCell>
          <TableCell>{customerField('phone')}</TableCell>
          <TableCell>{customerField('email')}</TableCell>
          <TableCell>{customerField('locale')}</TableCell>
          <TableCell>{translate('resources.recipients.members.channels')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id}>
            <TableCell>
              <Link to={resourcePaths.customers.showPath(customer.id)}>{customerFullName(customer)}</Link>
            </TableCell>
            <TableCell>{customer.phone}</TableCell>
            <TableCell>{customer.email}</TableCell>
            <TableCell>{translate(enumLabelKey('locales', customer.locale))}</TableCell>
            <TableCell>{listText(customer.notification_methods.map((channel) => translate(enumLabelKey('notificationChannels', channel))))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
