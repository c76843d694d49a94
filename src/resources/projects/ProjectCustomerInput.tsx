import { useEffect } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { customerFullName } from '../../../domain/customer';
import { shortId } from '../../../domain/ids';
import { openOverlay, useProjectCustomer } from '../../overlays/overlayStore';

/**
 * Project form (docs/product.md#overlays): the customer field shows the chosen customer's name and short id, or 'Missing
 * Customer'; clicking it opens Select A Customer, and the customer picked there (or created) fills it.
 */
export function ProjectCustomerInput() {
  const translate = useTranslate();
  const customer = useProjectCustomer();
  const { field, fieldState, isRequired } = useInput({ source: 'customer', defaultValue: customer?.id, isRequired: true });
  const { onChange, value } = field;
  useEffect(() => {
    if (customer && customer.id !== value) onChange(customer.id);
  }, [customer, value, onChange]);

  const chooseCustomer = () => openOverlay('selectCustomer');
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TextField
      label={translate('resources.projects.fields.customer')}
      value={customer ? `${customerFullName(customer)} · ${shortId(customer.id)}` : translate('resources.projects.missing_customer')}
      required={isRequired}
      error={!!error}
      helperText={error ? <ValidationError error={error} /> : translate('resources.projects.helpers.customer')}
      onClick={chooseCustomer}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          chooseCustomer();
        }
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
      sx={{ '& input': { cursor: 'pointer' } }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <PersonSearchIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
