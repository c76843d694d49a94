import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SupportConversation } from '../../domain/support';
import type { AppDataProvider } from '../dataProvider';
import { supportQueryKeys } from './supportQueryKeys';
import { useMessageTime } from './useMessageTime';

/** The desk's view: every staff member who wrote, the most recent first, with what the desk has not read. */
export function SupportConversationList({ onSelect }: { onSelect: (staff: SupportConversation['staff']) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const messageTime = useMessageTime();
  const { data: conversations, isPending, isError } = useQuery({
    queryKey: supportQueryKeys.conversations,
    queryFn: () => dataProvider.getSupportConversations(),
    refetchInterval: 15_000,
  });

  if (isPending) {
    return (
      <List>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rectangular" height={56} sx={{ m: 1 }} />
        ))}
      </List>
    );
  }
  if (isError || conversations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate(isError ? 'app.support.load_failed' : 'app.support.no_conversations')}
      </Typography>
    );
  }
  return (
    <List sx={{ overflowY: 'auto', flex: 1 }}>
      {conversations.map(({ staff, last_message, last_at, unread }) => (
        <ListItemButton key={staff._id} onClick={() => onSelect(staff)}>
          <ListItemAvatar>
            <Badge badgeContent={unread} color="error" overlap="circular">
              <Avatar src={staff.avatar ?? undefined} alt="" />
            </Badge>
          </ListItemAvatar>
          <ListItemText
            primary={staff.name ?? staff.username}
            secondary={last_message}
            slotProps={{ primary: { fontWeight: unread ? 700 : 400, noWrap: true }, secondary: { noWrap: true } }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap', alignSelf: 'flex-start', mt: 1 }}>
            {messageTime(last_at)}
          </Typography>
        </ListItemButton>
      ))}
    </List>
  );
}
