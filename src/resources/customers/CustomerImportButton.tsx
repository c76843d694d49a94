import { lazy, Suspense, useState } from 'react';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, useCanAccess } from 'react-admin';

// The dialog is loaded when first opened: the list itself does not need it.
const CustomerImportDialog = lazy(() => import('./CustomerImportDialog').then((module) => ({ default: module.CustomerImportDialog })));

/** The customer list's Import button, beside Export, for those who may create customers. */
export function CustomerImportButton() {
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="resources.customers.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CustomerImportDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
