import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, Link, useCanAccess, useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider, QuoteRecord } from '../../dataProvider';
import { useBusinessTime } from '../../support/businessTime';
import { LocaleDateField } from '../LocaleDateField';
import { HeaderAction } from '../RecordDetails';
import { RecordsCard } from '../RecordsCard';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { QuoteActions } from './QuoteActions';
import { newQuotePath, quoteLabel, quoteStatusLook, useCentsFormat } from './quoteFields';

const Column = DataTable.Col<QuoteRecord>;

const noWrap = () => ({ whiteSpace: 'nowrap' });

function ProjectQuoteTable() {
  const cents = useCentsFormat();
  return (
    <DataTable<QuoteRecord> rowClick={resourcePaths.quotes.showPath} bulkActionButtons={false} sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
      <Column source="number" render={quoteLabel} cellSx={noWrap} />
      <Column source="status" render={(quote) => <StatusChip value={quote.status} look={quoteStatusLook} />} />
      <Column source="total_cents" align="right" render={(quote) => cents(quote.total_cents)} cellSx={noWrap} />
      <Column source="valid_until" field={LocaleDateField} cellSx={noWrap} />
      <Column
        label="resources.quotes.actions"
        disableSort
        render={(quote) => (
          // A click on a button, or in the dialog it opens, is not a click on the row, which opens the quote.
          <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
            <QuoteActions quote={quote} named />
          </Box>
        )}
      />
    </DataTable>
  );
}

/** On a phone, each quote on lines of its own, its actions under it rather than in a column scrolled out of sight. */
function ProjectQuotePhoneList() {
  const { data } = useListContext<QuoteRecord>();
  const cents = useCentsFormat();
  const { day } = useBusinessTime();
  const translate = useTranslate();
  return (
    <List disablePadding>
      {data?.map((quote) => (
        <ListItem key={quote.id} divider sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link to={resourcePaths.quotes.showPath(quote.id)} underline="hover" sx={{ fontWeight: 500 }}>
              {quoteLabel(quote)}
            </Link>
            <StatusChip value={quote.status} look={quoteStatusLook} />
            <Typography variant="body2" sx={{ ml: 'auto !important' }}>
              {cents(quote.total_cents)}
            </Typography>
          </Stack>
          {quote.valid_until && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.quotes.valid_until_day', { day: day(quote.valid_until) })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <QuoteActions quote={quote} named />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The Quotes card of a project's page (docs/quotes.md#screens): every version of its quotes, newest first, with their
 * status, total and valid-until day, each opening its page; New quote, and each quote's PDF, Send and Revise.
 */
export function ProjectQuotes({ project }: { project: Identifier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: mayWrite } = useCanAccess({ resource: 'quotes', action: 'edit' });
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <RecordsCard
      titleKey="resources.quotes.name"
      resource="quotes"
      queryKey={['projects', String(project), 'quotes']}
      load={() => dataProvider.getProjectQuotes(project)}
      emptyKey="resources.quotes.none_for_project"
      action={mayWrite && <HeaderAction labelKey="resources.quotes.action.create" icon={<AddIcon />} to={newQuotePath(project)} />}
    >
      {isPhone ? <ProjectQuotePhoneList /> : <ProjectQuoteTable />}
    </RecordsCard>
  );
}
