import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MergeIcon from '@mui/icons-material/Merge';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { LocaleDateField } from '../LocaleDateField';
import type { HistoryChange, HistoryEntry, QuoteHistoryEvent } from '../../../domain/history';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { useBusinessTime } from '../../support/businessTime';
import { enumLabelKey, type EnumName } from '../enumLabels';
import { useListText } from '../listText';
import { quoteLabel, useCentsFormat } from '../quotes/quoteFields';

export interface HistoryTimelineProps {
  resource: string;
  recordId: Identifier;
  /** Fields holding enumeration values, shown by their labels in change entries. */
  enumFields: Partial<Record<string, EnumName>>;
}

const entryIcon = {
  created: <AddCircleOutlineIcon />,
  updated: <HistoryEduIcon />,
  user_record: <EditNoteIcon />,
  deleted: <RestoreFromTrashIcon />,
  restored: <RestoreFromTrashIcon />,
  merged: <MergeIcon />,
  imported: <UploadFileIcon />,
  consent: <MarkEmailReadIcon />,
  quote: <RequestQuoteIcon />,
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One change as a sentence: "Alice changed Status from Pending to Active"; a record named by its name, not its id. */
function ChangeSentence({ resource, who, change, enumFields }: { resource: string; who: string; change: HistoryChange; enumFields: HistoryTimelineProps['enumFields'] }) {
  const translate = useTranslate();
  const listText = useListText();
  const enumName = enumFields[change.field];
  const valueText = (value: unknown): string => {
    if (Array.isArray(value)) return listText(value.map(valueText));
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    if (enumName && typeof value === 'string') return translate(enumLabelKey(enumName, value), { _: value });
    return String(value);
  };
  const args = {
    name: who,
    field: translate(`resources.${resource}.fields.${change.field}`, { _: change.field }),
    from: change.fromLabel ?? valueText(change.from),
    to: change.toLabel ?? valueText(change.to),
  };
  const sentence = isBlank(change.to) ? 'app.history.cleared' : isBlank(change.from) ? 'app.history.set' : 'app.history.changed';
  return <Typography variant="body2">{translate(sentence, args)}</Typography>;
}

/** What became of one of the project's quotes, in the reader's language (docs/quotes.md#sending). */
function QuoteEventSentences({ who, event }: { who: string; event: QuoteHistoryEvent }) {
  const translate = useTranslate();
  const cents = useCentsFormat();
  const { day } = useBusinessTime();
  const quote = quoteLabel(event);
  const sentences =
    event.kind === 'quote_sent'
      ? [translate('app.history.quote_sent', { name: who, quote }), ...(event.sms ? [translate(`app.history.quote_sms.${event.sms}`, { error: event.sms_error ?? '' })] : [])]
      : event.kind === 'quote_accepted'
        ? [translate('app.history.quote_accepted', { quote, total: cents(event.total_cents), contract: event.contract_number })]
        : event.kind === 'quote_declined'
          ? [translate('app.history.quote_declined', { quote })]
          : [translate('app.history.quote_expired', { quote, day: day(event.valid_until) })];
  return sentences.map((sentence) => (
    <Typography key={sentence} variant="body2">
      {sentence}
    </Typography>
  ));
}

function HistoryItem({ resource, entry, enumFields }: { resource: string; entry: HistoryEntry; enumFields: HistoryTimelineProps['enumFields'] }) {
  const translate = useTranslate();
  // A quote is accepted by the customer on its page, with no account; the project's status changes with it.
  const who = entry.creator_name || translate(entry.event?.kind === 'quote_accepted' ? 'app.history.the_customer' : 'app.history.someone');
  return (
    <Stack direction="row" spacing={1.5} component="li">
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.light' }}>{entryIcon[entry.type]}</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {(entry.type === 'created' || entry.type === 'deleted' || entry.type === 'restored') && (
          <Typography variant="body2">{translate(`app.history.${entry.type}`, { name: who })}</Typography>
        )}
        {entry.type === 'imported' && <Typography variant="body2">{translate('app.history.imported', { name: who, file: entry.content ?? '' })}</Typography>}
        {entry.type === 'user_record' && (
          <>
            <Typography variant="body2">{translate('app.history.wrote', { name: who })}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 1, mt: 0.5 }}>
              {entry.content}
            </Typography>
          </>
        )}
        {entry.type === 'merged' && <Typography variant="body2">{translate('app.history.merged', { name: who, merged: entry.content ?? '' })}</Typography>}
        {entry.type === 'consent' && <Typography variant="body2">{translate('app.history.consent', { name: who })}</Typography>}
        {entry.type === 'quote' && entry.event && <QuoteEventSentences who={who} event={entry.event} />}
        {(entry.type === 'updated' || entry.type === 'merged' || entry.type === 'consent' || entry.type === 'quote') &&
          (entry.changes ?? []).map((change) => (
            <ChangeSentence key={change.field} resource={resource} who={who} change={change} enumFields={enumFields} />
          ))}
        {/* The server's own sentence about a change: an unsubscribe link used, a quote sent, accepted or declined before those were stored as events. */}
        {(entry.type === 'consent' || entry.type === 'updated') && entry.content && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 1, mt: 0.5 }}>
            {entry.content}
          </Typography>
        )}
        <RecordContextProvider value={entry}>
          <LocaleDateField source="created_at" showTime variant="caption" color="text.secondary" />
        </RecordContextProvider>
      </Box>
    </Stack>
  );
}

function NoteForm({ resource, recordId }: { resource: string; recordId: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: (note: string) => dataProvider.addHistory(resource, recordId, note),
    onSuccess: () => {
      setContent('');
      notify('app.history.note_saved', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: [resource, 'history', String(recordId)] });
    },
    onError: notifyFailure,
  });

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim()) mutate(content.trim());
      }}
    >
      <TextField
        label={translate('app.history.note_label')}
        placeholder={translate('app.history.note_placeholder')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={isPending || !content.trim()}>
          {translate('app.history.save_note')}
        </Button>
      </Box>
    </Box>
  );
}

/** A record's history, newest first, with a box to add a note (customers and projects share it). */
export function HistoryTimeline({ resource, recordId, enumFields }: HistoryTimelineProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const { data: history, isPending, error } = useQuery({
    queryKey: [resource, 'history', String(recordId)],
    queryFn: () => dataProvider.getHistory(resource, recordId),
  });
  useEffect(() => {
    if (error) notifyFailure(error);
  }, [error, notifyFailure]);

  return (
    <Card>
      <CardHeader title={translate('app.history.title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <NoteForm resource={resource} recordId={recordId} />
        {isPending && <LinearProgress sx={{ mt: 2 }} />}
        {history?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.history.empty')}
          </Typography>
        )}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
          {history?.map((entry) => <HistoryItem key={entry._id} resource={resource} entry={entry} enumFields={enumFields} />)}
        </Stack>
      </CardContent>
    </Card>
  );
}
