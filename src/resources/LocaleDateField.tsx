import Typography from '@mui/material/Typography';
import { sanitizeFieldRestProps, useFieldValue, useTranslate, type DateFieldProps } from 'react-admin';
import { useBusinessTime } from '../support/businessTime';

/**
 * A date as react-admin's DateField shows one, written the way the interface's language writes dates, instants on
 * the business's clock (docs/client.md#one-clock) and calendar days as they are, through the clock's kept formatters.
 */
export function LocaleDateField({ showTime = false, emptyText, className, ...rest }: Omit<DateFieldProps, 'locales' | 'options' | 'showDate' | 'transform'>) {
  const { moment, day } = useBusinessTime();
  const translate = useTranslate();
  const value = useFieldValue(rest);
  const written = value == null || value === '' ? emptyText && translate(emptyText, { _: emptyText }) : showTime ? moment(value) : day(value, {});
  if (!written) return null;
  return (
    <Typography component="span" variant="body2" className={className} {...sanitizeFieldRestProps(rest)}>
      {written}
    </Typography>
  );
}
