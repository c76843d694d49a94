import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import { editableQuoteStatuses, quoteCreateSchema } from '../../../domain/quote';
import type { QuoteRecord } from '../../dataProvider';
import { RecordEdit } from '../RecordEdit';
import { resourcePaths } from '../resourcePaths';
import { QuoteInputs } from './QuoteInputs';
import { groupedByRoom, sameQuoteLines } from './quoteLineEditing';

/** What this page changes of a draft: all but its project, which it stays with. */
const quoteDraftSchema = quoteCreateSchema.omit({ project: true });

/** A quote no longer a draft is revised, not edited: the page says so rather than offering inputs the server would refuse (409). */
function QuoteDraftInputs() {
  const translate = useTranslate();
  const quote = useRecordContext<QuoteRecord>();
  if (quote && !(editableQuoteStatuses as readonly string[]).includes(quote.status)) {
    return <Alert severity="info">{translate('validation.quote.not_draft')}</Alert>;
  }
  return <QuoteInputs />;
}

/**
 * /pm/quote/{id}/edit (docs/quotes.md#screens): a draft's terms and lines; the server computes the totals again.
 * Lines not changed are not sent (the stored ones carry their amounts, which the form leaves out), nor lines only
 * shown together by room as they were stored apart: the quote reads the same.
 */
export default function QuoteEdit() {
  const paths = resourcePaths.quotes;
  return (
    <RecordEdit<QuoteRecord>
      schema={quoteDraftSchema}
      showPath={paths.showPath}
      listPath={paths.list}
      title={(quote) => `${quote.number} v${quote.version}`}
      transform={(quote, options) => {
        const stored = options?.previousData?.lines ?? [];
        return sameQuoteLines(quote.lines, groupedByRoom(stored)) ? { ...quote, lines: stored } : quote;
      }}
    >
      <QuoteDraftInputs />
    </RecordEdit>
  );
}
