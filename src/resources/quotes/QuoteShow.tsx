import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { shortId } from '../../../domain/ids';
import { editableQuoteStatuses, quoteTotals } from '../../../domain/quote';
import type { QuoteRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { LocaleDateField } from '../LocaleDateField';
import { DetailCell, DetailsCard, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells, TitledCard } from '../RecordDetails';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { QuoteActions } from './QuoteActions';
import { quoteEnumFields, quoteStatusLook, useCentsFormat } from './quoteFields';
import { QuoteTotalsTable } from './QuoteTotalsTable';

function QuoteHeader({ quote }: { quote: QuoteRecord }) {
  const translate = useTranslate();
  return (
    <RecordHeader
      title={quote.number}
      subtitle={[translate('resources.quotes.version_number', { version: quote.version }), quote.customer_name].filter(Boolean).join(' · ')}
      status={<StatusChip value={quote.status} look={quoteStatusLook} />}
      actions={
        <>
          <QuoteActions quote={quote} />
          {(editableQuoteStatuses as readonly string[]).includes(quote.status) && <EditAction to={resourcePaths.quotes.editPath(quote.id)} />}
        </>
      }
    />
  );
}

function QuoteDetails({ quote }: { quote: QuoteRecord }) {
  const translate = useTranslate();
  return (
    <DetailsCard>
      <DetailCell>
        <Link to={resourcePaths.customers.showPath(quote.customer)} label="resources.quotes.fields.customer_name">
          {quote.customer_name}
        </Link>
      </DetailCell>
      <DetailCell>
        <Link to={resourcePaths.projects.showPath(quote.project)} label="resources.quotes.fields.project">
          {`#${shortId(quote.project)} · ${translate('resources.quotes.open_project')}`}
        </Link>
      </DetailCell>
      <DetailCell>
        <LocaleDateField source="valid_until" />
      </DetailCell>
      <DetailCell>
        <EnumField source="language" enumName={quoteEnumFields.language} />
      </DetailCell>
      <RecordStampCells />
    </DetailsCard>
  );
}

/** The lines grouped by room, rooms in the order of their first line, each with its subtotal (`quoteTotals`). */
function QuoteLines({ quote }: { quote: QuoteRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cents = useCentsFormat();
  // On phones the quantity and unit price go under the description, leaving the amount a column of its own.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format;
  const { rooms } = quoteTotals(quote);
  const lines = quote.lines.map((line, index) => ({ ...line, index }));
  const measure = (line: QuoteRecord['lines'][number]) => [quantity(line.quantity), line.unit].filter(Boolean).join(' ');
  return (
    <TitledCard title={translate('resources.quotes.lines')}>
      {lines.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.quotes.no_lines')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.quotes.line.description')}</TableCell>
              {!isPhone && <TableCell align="right">{translate('resources.quotes.line.quantity')}</TableCell>}
              {!isPhone && <TableCell align="right">{translate('resources.quotes.line.unit_price')}</TableCell>}
              <TableCell align="right">{translate('resources.quotes.line.amount')}</TableCell>
            </TableRow>
          </TableHead>
          {rooms.map(({ room, subtotal_cents }) => (
            <TableBody key={room}>
              <TableRow>
                <TableCell component="th" scope="colgroup" colSpan={isPhone ? 2 : 4} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                  {room}
                </TableCell>
              </TableRow>
              {lines
                .filter((line) => line.room === room)
                .map((line) => (
                  <TableRow key={line.index}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Box sx={{ whiteSpace: 'pre-wrap' }}>{line.description}</Box>
                      {isPhone && (
                        <Typography variant="body2" color="text.secondary">
                          {`${measure(line)} × ${cents(line.unit_price_cents)}`}
                        </Typography>
                      )}
                      {line.optional && <Chip size="small" variant="outlined" label={translate('resources.quotes.line.optional')} sx={{ mt: 0.5, maxWidth: '100%' }} />}
                    </TableCell>
                    {!isPhone && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {measure(line)}
                      </TableCell>
                    )}
                    {!isPhone && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {cents(line.unit_price_cents)}
                      </TableCell>
                    )}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: line.optional ? 'text.secondary' : undefined }}>
                      {cents(line.amount_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              <TableRow>
                <TableCell colSpan={isPhone ? 1 : 3} align="right">
                  {translate('resources.quotes.line.room_subtotal', { room })}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {cents(subtotal_cents)}
                </TableCell>
              </TableRow>
            </TableBody>
          ))}
        </Table>
      )}
    </TitledCard>
  );
}

function QuotePage() {
  const translate = useTranslate();
  const quote = useRecordContext<QuoteRecord>();
  usePageTitle(quote?.number ?? 'resources.quotes.name', { smart_count: 1 });
  if (!quote) return null;
  return (
    <>
      <QuoteHeader quote={quote} />
      <Stack spacing={2}>
        <QuoteDetails quote={quote} />
        <QuoteLines quote={quote} />
        <TitledCard title={translate('resources.quotes.totals.title')}>
          <QuoteTotalsTable figures={quote} />
        </TitledCard>
        {(quote.terms || quote.notes || quote.decline_reason) && (
          <DetailsCard>
            {quote.terms && <LongTextCell source="terms" />}
            {quote.notes && <LongTextCell source="notes" />}
            {/* The customer's reason is kept here alone, not in the project's history (docs/quotes.md#acceptance). */}
            {quote.decline_reason && <LongTextCell source="decline_reason" />}
          </DetailsCard>
        )}
      </Stack>
    </>
  );
}

/** /pm/quote/{id} (docs/quotes.md): one version of a quote, its lines by room and its totals; its PDF, sending, its revision, its edit while a draft. */
export default function QuoteShow() {
  return (
    <RecordShow<QuoteRecord> listPath={resourcePaths.quotes.list}>
      <QuotePage />
    </RecordShow>
  );
}
