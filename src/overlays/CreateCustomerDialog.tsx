import { Suspense } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import customers from '../resources/customers';
import { chooseProjectCustomer, closeOverlay, useCustomerForProject, useOverlayOpen } from './overlayStore';

/**
 * SPEC §2.5 Create New Customer. On success it closes and everything shown is reloaded (the lists, the counts);
 * started from the project flow, the customer becomes the new project's and the New Project drawer shows,
 * otherwise the customer list is on screen.
 */
export function CreateCustomerDialog() {
  const translate = useTranslate();
  const open = useOverlayOpen('createCustomer');
  const forProject = useCustomerForProject();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const close = () => closeOverlay('createCustomer');
  const CustomerCreate = customers.create;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={isPhone} aria-labelledby="create-customer-title">
      <DialogTitle id="create-customer-title">{translate('resources.customers.page.create')}</DialogTitle>
      {open && (
        <Suspense fallback={<LinearProgress />}>
          <CustomerCreate
            onCreated={(customer) => {
              refresh();
              if (forProject) return chooseProjectCustomer(customer);
              close();
              navigate(customers.paths.list);
            }}
            onCancel={close}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
