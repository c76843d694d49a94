import { CreateCustomerDialog } from './CreateCustomerDialog';

/** Every global modal and drawer (SPEC §2.5), mounted once in the layout so any page can open them. */
export function GlobalOverlays() {
  return <CreateCustomerDialog />;
}
