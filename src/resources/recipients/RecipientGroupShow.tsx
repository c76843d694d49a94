import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { RecipientFilter } from '../../../domain/recipientGroup';
import type { RecipientGroupRecord } from '../../dataProvider';
import { usePageTitle } from '../../root/usePageTitle';
import { DetailsCard, DetailsSection, EditAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { useListText } from '../listText';
import { listPageSizeOptions } from '../RecordList';
import { resourcePaths } from '../resourcePaths';
import { recipientFilterLines } from './recipientFilterText';
import { RecipientTable } from './RecipientTable';
import { useRecipientCustomers } from './useRecipientCustomers';

/** The group's filter in words, a labelled line per field it selects by. */
function RecipientFilterSummary({ filter }: { filter: RecipientFilter }) {
  const translate = useTranslate();
  const listText = useListText();
  const [locale] = useLocaleState();
  const day = (value: string) => new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' });
  const lines = recipientFilterLines(filter, translate, listText, day);
  return (
    <DetailsSection titleKey="resources.recipients.filter.title">
      {lines.length === 0 ? (
        <Grid size={12}>
          <Typography>{translate('resources.recipients.summary.everyone')}</Typography>
        </Grid>
      ) : (
        lines.map(({ label, text }) => (
          <Grid key={label} size={{ xs: 12, sm: 6, lg: 4 }} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {label}
            </Typography>
            <Typography variant="body2">{text}</Typography>
          </Grid>
        ))
      )}
    </DetailsSection>
  );
}

/** The customers the group selects now, a page at a time. */
function RecipientMembers({ filter }: { filter: RecipientFilter }) {
  const translate = useTranslate();
  const [page, setPage] = useState({ current: 1, pageSize: 25 });
  const { data, isFetching } = useRecipientCustomers(filter, page);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="recipient-members-title">
      <CardContent>
        <Typography id="recipient-members-title" variant="h6" component="h2">
          {translate('resources.recipients.members.title')}
          {data && ` · ${translate('resources.recipients.preview.count', { smart_count: data.total })}`}
        </Typography>
        {isFetching && <LinearProgress />}
        {data && data.total === 0 && <Typography color="text.secondary">{translate('resources.recipients.preview.none')}</Typography>}
        {data && data.total > 0 && (
          <>
            <RecipientTable customers={data.customers} />
            <TablePagination
              component="div"
              count={data.total}
              page={page.current - 1}
              rowsPerPage={page.pageSize}
              rowsPerPageOptions={listPageSizeOptions}
              onPageChange={(_event, index) => setPage({ ...page, current: index + 1 })}
              onRowsPerPageChange={(event) => setPage({ current: 1, pageSize: Number(event.target.value) })}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecipientGroupPage() {
  const group = useRecordContext<RecipientGroupRecord>();
  usePageTitle(group?.name ?? 'resources.recipients.name', { smart_count: 1 });
  if (!group) return null;
  const filter = group.filter as RecipientFilter;
  return (
    <>
      <RecordHeader title={group.name} actions={<EditAction to={resourcePaths.recipients.editPath(group.id)} />} />
      <DetailsCard>
        {group.description && <LongTextCell source="description" />}
        <RecipientFilterSummary filter={filter} />
        <RecordStampCells />
      </DetailsCard>
      <RecipientMembers filter={filter} />
    </>
  );
}

/** /marketing/recipient (here /marketing/recipient/{id}; docs/product.md#screens-and-routes): a group, its filter in words, its members paged. */
export default function RecipientGroupShow() {
  return (
    <RecordShow<RecipientGroupRecord> listPath={resourcePaths.recipients.list}>
      <RecipientGroupPage />
    </RecordShow>
  );
}
