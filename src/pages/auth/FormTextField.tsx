import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'ra-core';

export type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'label'> & {
  /** Translation key. */
  label: string;
  /** Translation key of the validation message, when the value is not valid. */
  errorMessage?: string;
};

/** A full-width text field of the auth forms, its label and validation message translated. */
export function FormTextField({ label, errorMessage, helperText, ...props }: FormTextFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      {...props}
      label={translate(label)}
      error={!!errorMessage}
      helperText={errorMessage ? translate(errorMessage, { _: errorMessage }) : helperText}
      fullWidth
      margin="normal"
    />
  );
}
