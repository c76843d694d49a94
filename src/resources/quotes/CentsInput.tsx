import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext } from 'react-admin';

/**
 * Dollars as typed ("1,290.5") in whole cents (129050), read digit by digit so that no float rounding creeps in;
 * more than two decimals give a fraction of a cent, and anything else not a number, which the domain's rule refuses.
 */
export function dollarsToCents(text: string): number | null {
  const typed = text.replace(/[\s,]/g, '');
  if (typed === '') return null;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === '' && !match[2])) return Number.NaN;
  const [, whole, decimals = ''] = match;
  if (decimals.length > 2) return Number(`${whole || '0'}${decimals}`) / 10 ** (decimals.length - 2);
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as an input shows them, in dollars without grouping: 129050 → "1290.50". */
export const centsToDollars = (cents: unknown) =>
  typeof cents === 'number' && Number.isInteger(cents) ? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` : '';

/** The currency's sign in the interface's language, as the amounts show it (CA$). */
function useCurrencySign() {
  const [locale] = useLocaleState();
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? '$';
}

/**
 * An amount typed in dollars and kept in the form in cents (docs/quotes.md: money is whole cents). The text stays
 * as typed while typed ("12." on the way to 12.5); leaving the input, or a value set from elsewhere (the record
 * loaded, a line moved), writes it out.
 */
export function CentsInput({ source, label }: { source: string; label: string }) {
  const resource = useResourceContext();
  const sign = useCurrencySign();
  const { id, field, fieldState, isRequired } = useInput({ source, format: (value) => value, parse: (value) => value });
  const [text, setText] = useState(() => centsToDollars(field.value));
  const value: unknown = field.value;
  useEffect(() => {
    setText((typed) => (Object.is(dollarsToCents(typed), value ?? null) ? typed : centsToDollars(value)));
  }, [value]);
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(dollarsToCents(event.target.value));
      }}
      onBlur={() => {
        // Written as amounts are once typed ("300" becomes "300.00"); a wrong one stays as typed, to be corrected.
        if (Number.isInteger(value)) setText(centsToDollars(value));
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={error ? <InputHelperText error={error} /> : undefined}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">{sign}</InputAdornment> },
      }}
    />
  );
}
