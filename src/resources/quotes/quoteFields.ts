import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { QuoteStatus } from '../../../domain/enums';
import { awaitingQuoteStatuses, type Quote } from '../../../domain/quote';
import { enumLabelKey, type EnumName } from '../enumLabels';
import { resourcePaths } from '../resourcePaths';
import type { StatusLook } from '../StatusChip';

/** The enumerations of domain/enums.ts the quote fields take their values from. */
export const quoteEnumFields = {
  status: 'quoteStatuses',
  language: 'locales',
} as const satisfies Partial<Record<keyof Quote, EnumName>>;

/** Grey while written, blue while the customer has it, green or red once answered, outlined when it no longer stands. */
export const quoteStatusLook: StatusLook<QuoteStatus> = {
  colors: {
    draft: 'default',
    sent: 'info',
    viewed: 'primary',
    accepted: 'success',
    declined: 'error',
    expired: 'warning',
    superseded: 'default',
  },
  variants: { superseded: 'outlined', expired: 'outlined' },
  labelKey: (status) => enumLabelKey(quoteEnumFields.status, status),
};

/** How one version of a quote is named where several are shown: its number and version, `Q-2030-0001 v2`. */
export const quoteLabel = (quote: Pick<Quote, 'number' | 'version'>) => `${quote.number} v${quote.version}`;

/** Where a new quote for `project` is written. */
export const newQuotePath = (project: string | number) => `${resourcePaths.quotes.list}/create?project=${encodeURIComponent(String(project))}`;

/** The quote list showing the quotes awaiting the customer's answer (the dashboard leads there). */
export const awaitingQuotesPath = `${resourcePaths.quotes.list}?filter=${encodeURIComponent(JSON.stringify({ status: awaitingQuoteStatuses }))}`;

/** Whole cents as Canadian dollars in the interface's language ($1,290.44, CA$1,290.44). */
export function useCentsFormat() {
  const [locale] = useLocaleState();
  // Made once a language: making a formatter costs far more than writing an amount with it.
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    return (cents: number) => format.format(cents / 100);
  }, [locale]);
}
