import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import customers from '../resources/customers';
import { OverlayDialog } from './OverlayDialog';
import { chooseProjectCustomer, closeOverlay, useCustomerForProject, useOverlayOpen } from './overlayStore';

/**
 * Create New Customer (docs/product.md#overlays). On success it closes and everything shown is reloaded (the lists, the counts);
 * started from the project flow, the customer becomes the new project's and the New Project drawer shows,
 * otherwise the customer list is on screen.
 */
export function CreateCustomerDialog() {
  const open = useOverlayOpen('createCustomer');
  const forProject = useCustomerForProject();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const close = () => closeOverlay('createCustomer');
  const CustomerCreate = customers.create;

  return (
    <OverlayDialog open={open} onClose={close} titleKey="resources.customers.page.create" maxWidth="md">
      <CustomerCreate
        onCreated={(customer) => {
          refresh();
          if (forProject) return chooseProjectCustomer(customer);
          close();
          navigate(customers.paths.list);
        }}
        onCancel={close}
      />
    </OverlayDialog>
  );
}
