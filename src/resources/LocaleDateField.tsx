import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** react-admin's DateField written the way the interface's language writes dates, not the browser's. */
export function LocaleDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
}
