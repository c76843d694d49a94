import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Quote } from '../../../domain/quote';
import { useCentsFormat } from './quoteFields';

/** A quote's figures: as the server stored them (the record page) or as `quoteTotals` gives them while typed (the editor). */
export type QuoteFigures = Pick<Quote, 'subtotal_cents' | 'discount_cents' | 'tax_cents' | 'total_cents' | 'deposit_cents' | 'discount_percent' | 'tax_rate' | 'deposit_percent'>;

/** The subtotal, the discount when there is one, the tax, the total and the deposit when one is asked. */
export function QuoteTotalsTable({ figures }: { figures: QuoteFigures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cents = useCentsFormat();
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format;
  const rows: [string, string, boolean?][] = [
    [translate('resources.quotes.totals.subtotal'), cents(figures.subtotal_cents)],
    ...(figures.discount_cents ? [[translate('resources.quotes.totals.discount', { percent: percent(figures.discount_percent) }), cents(-figures.discount_cents)] as [string, string]] : []),
    [translate('resources.quotes.totals.tax', { percent: percent(figures.tax_rate) }), cents(figures.tax_cents)],
    [translate('resources.quotes.totals.total'), cents(figures.total_cents), true],
    ...(figures.deposit_percent ? [[translate('resources.quotes.totals.deposit', { percent: percent(figures.deposit_percent) }), cents(figures.deposit_cents)] as [string, string]] : []),
  ];
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([label, amount, strong]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : undefined }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
              {amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
