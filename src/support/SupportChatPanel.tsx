import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { SupportConversation } from '../../domain/support';
import { SupportConversationList } from './SupportConversationList';
import { SupportConversationView } from './SupportConversationView';

export interface SupportChatPanelProps {
  open: boolean;
  /** The reader is the support desk (a superadmin): every staff member's conversation, answered one by one. */
  desk: boolean;
  onClose: () => void;
}

/** The support chat, a drawer on the right (docs/product.md#support-chat). */
export default function SupportChatPanel({ open, desk, onClose }: SupportChatPanelProps) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<SupportConversation['staff']>();
  const title = desk ? (selected ? (selected.name ?? selected.username) : translate('app.support.desk_title')) : translate('app.support.title');
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 420 }, display: 'flex', flexDirection: 'column' } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {desk && selected && (
          <IconButton aria-label={translate('app.support.back')} onClick={() => setSelected(undefined)}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0, pl: desk && selected ? 0 : 1 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate(desk ? 'app.support.desk_subtitle' : 'app.support.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {desk && !selected ? (
        <SupportConversationList onSelect={setSelected} />
      ) : (
        <SupportConversationView key={selected?._id ?? 'own'} conversation={selected?._id} desk={desk} />
      )}
    </Drawer>
  );
}
