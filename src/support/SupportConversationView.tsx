import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { supportMessageSchema, type SupportMessage } from '../../domain/support';
import { useNotifyFailure } from '../http';
import type { AppDataProvider } from '../dataProvider';
import { supportQueryKeys } from './supportQueryKeys';
import { useMessageTime } from './useMessageTime';

export interface SupportConversationViewProps {
  /** The staff member's id when the desk reads; undefined for the reader's own conversation. */
  conversation?: string;
  desk: boolean;
}

/** One conversation: the messages, oldest at the top, and a box to write the next one. */
export function SupportConversationView({ conversation, desk }: SupportConversationViewProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  const messageTime = useMessageTime();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const bottom = useRef<HTMLDivElement>(null);

  const { data: messages, isPending, isError } = useQuery({
    queryKey: supportQueryKeys.messages(conversation),
    queryFn: () => dataProvider.getSupportMessages(conversation),
    // A conversation on screen follows the other side's answers.
    refetchInterval: 10_000,
  });

  const refreshChat = () => queryClient.invalidateQueries({ queryKey: supportQueryKeys.all });

  // What the other side wrote is read once it shows here.
  const unseen = messages?.some((message) => message.from_desk !== desk && !message.read_at) ?? false;
  const markRead = useMutation({ mutationFn: () => dataProvider.markSupportRead(conversation), onSettled: refreshChat });
  const { mutate: markShownRead, isPending: isMarking } = markRead;
  useEffect(() => {
    if (unseen && !isMarking) markShownRead();
  }, [unseen, isMarking, markShownRead]);

  // Braces: newer browsers answer scrollIntoView with a promise, which React would take for a clean-up.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length]);

  const send = useMutation({
    mutationFn: (content: string) => dataProvider.sendSupportMessage(content, conversation),
    onSuccess: () => {
      setDraft('');
      void refreshChat();
    },
    onError: notifyFailure,
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = supportMessageSchema.safeParse({ content: draft });
    if (!checked.success) {
      setDraftError(checked.error.issues[0].message);
      return;
    }
    setDraftError(undefined);
    send.mutate(checked.data.content);
  };

  // Enter sends, Shift+Enter starts a new line, as chats do.
  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'grey.50' }} role="log" aria-label={translate('app.support.messages')}>
        {isPending && (
          <Stack sx={{ alignItems: 'center', p: 3 }}>
            <CircularProgress size={24} />
          </Stack>
        )}
        {(isError || messages?.length === 0) && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate(isError ? 'app.support.load_failed' : desk ? 'app.support.desk_empty' : 'app.support.empty')}
          </Typography>
        )}
        <Stack spacing={1.5}>
          {messages?.map((message) => (
            <MessageBubble key={message._id} message={message} mine={message.from_desk === desk} time={messageTime(message.created_at)} />
          ))}
        </Stack>
        <div ref={bottom} />
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
        <TextField
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={sendOnEnter}
          label={translate(desk ? 'app.support.reply_label' : 'app.support.message_label')}
          error={!!draftError}
          helperText={draftError ? translate(draftError) : undefined}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          autoFocus
        />
        <IconButton type="submit" color="primary" disabled={send.isPending} aria-label={translate('app.support.send')} sx={{ mt: 0.5 }}>
          <SendIcon />
        </IconButton>
      </Box>
    </>
  );
}

function MessageBubble({ message, mine, time }: { message: SupportMessage; mine: boolean; time: string }) {
  const translate = useTranslate();
  const author = message.from_desk && !mine ? translate('app.support.desk_author', { name: message.author_name ?? '' }) : message.author_name;
  return (
    <Stack sx={{ alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        elevation={0}
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '85%',
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 0 : 1,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{message.content}</Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {mine ? time : `${author ?? ''} · ${time}`}
      </Typography>
    </Stack>
  );
}
