import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { listLimits } from '../../domain/listLimits';

/** A box to type a search term into: a magnifier in front, no longer than the API takes. */
export function SearchField(props: Omit<TextFieldProps, 'slotProps'>) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: { maxLength: listLimits.maxSearchLength, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
