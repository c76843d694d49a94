import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { noticeKinds, noticesPollMs, offersMarkDone, type Notice, type NoticeKindDeclaration } from '../../../domain/notice';
import type { ResourceName } from '../../../domain/resources';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { resourcePaths } from '../../resources/resourcePaths';
import { useBusinessTime } from '../../support/businessTime';
import { useMessageTime } from '../../support/useMessageTime';
import { DashboardCard, DashboardNotice, DashboardRowsLoading } from './DashboardCard';

const noticesKey = ['notices'];

/** A notice's sentence in the reader's language: its kind's, with its values, days written out (docs/pm.md#notices). */
function useNoticeSentence() {
  const translate = useTranslate();
  const { day } = useBusinessTime();
  return (notice: Notice) => {
    const kind: NoticeKindDeclaration = noticeKinds[notice.kind];
    const values = Object.fromEntries(
      kind.parameters.map((name) => {
        const value = notice.parameters[name];
        if (value == null || value === '') return [name, translate('app.notices.unnamed')];
        return [name, kind.days?.includes(name) ? day(value, { dateStyle: 'long' }) : value];
      }),
    );
    return translate(`app.notices.kinds.${notice.kind}`, values);
  };
}

/**
 * The signed-in person's notices, the unread first: each a sentence linking to its record, with "Mark read" and,
 * for a kind that offers it, "Mark done", which marks the task done and the notice read.
 */
export function Notices() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const sentence = useNoticeSentence();
  const time = useMessageTime();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: noticesKey, queryFn: () => dataProvider.getNotices(), refetchInterval: noticesPollMs, retry: false });

  const settled = () => queryClient.invalidateQueries({ queryKey: noticesKey });
  const markRead = useMutation({ mutationFn: (id: string) => dataProvider.markNoticeRead(id), onSuccess: settled, onError: notifyFailure });
  const markDone = useMutation({
    mutationFn: (id: string) => dataProvider.markNoticeDone(id),
    onSuccess: async () => {
      notify('resources.tasks.notifications.done', { type: 'success' });
      // The task moved to the end of "My tasks", and any list of tasks shows it done.
      await Promise.all([settled(), queryClient.invalidateQueries({ queryKey: ['tasks'] })]);
    },
    onError: notifyFailure,
  });
  const busy = markRead.isPending || markDone.isPending;

  const content = () => {
    if (isPending) return <DashboardRowsLoading rows={2} />;
    if (isError) return <DashboardNotice messageKey="app.dashboard.load_failed" />;
    if (data.notices.length === 0) return <DashboardNotice messageKey="app.notices.none" />;
    return (
      <List dense disablePadding>
        {data.notices.map((notice) => {
          const unread = notice.read_at === null;
          const paths = resourcePaths[notice.resource as ResourceName];
          return (
            <ListItem key={notice._id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.75 }}>
                {unread ? <NotificationsActiveIcon color="primary" /> : <NotificationsNoneIcon color="action" />}
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.showPath(notice.record)} underline="hover" color="inherit" sx={{ fontWeight: unread ? 600 : undefined }}>
                    {sentence(notice)}
                  </Link>
                }
                secondary={
                  <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
                    <span>{time(notice.created_at)}</span>
                    {unread && offersMarkDone(notice.kind) && (
                      <Button size="small" variant="outlined" disabled={busy} onClick={() => markDone.mutate(notice._id)}>
                        {translate('app.notices.mark_done')}
                      </Button>
                    )}
                    {unread && (
                      <Button size="small" disabled={busy} onClick={() => markRead.mutate(notice._id)}>
                        {translate('app.notices.mark_read')}
                      </Button>
                    )}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          );
        })}
      </List>
    );
  };

  const unread = data?.unread ?? 0;
  return (
    <DashboardCard
      titleKey="app.notices.title"
      action={unread > 0 && <Chip size="small" color="primary" label={translate('app.notices.unread', { smart_count: unread })} />}
    >
      {content()}
    </DashboardCard>
  );
}
