import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useCanAccess, useTranslate } from 'react-admin';
import { isSupportDesk } from '../../domain/support';
import { readSession } from '../authProvider';
import { lazyChunk } from '../root/lazyChunk';
import { useSupportUnread } from './useSupportUnread';

const SupportChatPanel = lazyChunk(() => import('./SupportChatPanel'));

/**
 * The top bar's way into the support chat: an icon with the unread count that opens the chat panel. Staff only;
 * superadmins see the count of every staff message the desk has not read.
 */
export function SupportChatButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'dashboard', action: 'read' });
  const [open, setOpen] = useState(false);
  // Loaded at the first opening, then kept so that the drawer can slide out.
  const [opened, setOpened] = useState(false);
  const { data, refetch } = useSupportUnread(canAccess === true);
  if (!canAccess) return null;
  const unread = data?.unread ?? 0;
  const label = unread ? translate('app.support.open_unread', { smart_count: unread }) : translate('app.support.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setOpen(true);
            setOpened(true);
            void refetch();
          }}
        >
          {/* No count rather than a hidden 0, which would be text of the button that its name does not hold. */}
          <Badge badgeContent={unread || undefined} color="error" max={99}>
            <SupportAgentIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense>
          <SupportChatPanel open={open} desk={isSupportDesk(readSession()?.roles ?? [])} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
