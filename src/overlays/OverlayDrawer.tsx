import { Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export type DrawerPlacement = { anchor: 'bottom' } | { anchor: 'right'; width: number };

export interface OverlayDrawerProps {
  open: boolean;
  onClose: () => void;
  titleKey: string;
  placement: DrawerPlacement;
  /** Rendered only while open, so each opening starts from a fresh draft. */
  children: ReactNode;
}

/** Drawer sizes (docs/product.md#overlays): from the bottom at 80 % of the height, or on the right at a fixed width (the full width on phones). */
const paperSize = (placement: DrawerPlacement) =>
  placement.anchor === 'bottom' ? { height: '80%' } : { width: { xs: '100%', sm: placement.width }, maxWidth: '100%' };

/** A global drawer: a title bar with a close button over its content, which scrolls on its own. */
export function OverlayDrawer({ open, onClose, titleKey, placement, children }: OverlayDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor={placement.anchor}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { ...paperSize(placement), display: 'flex', flexDirection: 'column' }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(titleKey)}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {/* A form filling the drawer scrolls its inputs between the title and its buttons (DrawerFormBody). */}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', '& > form': { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } }}>
        {open && <Suspense fallback={<LinearProgress />}>{children}</Suspense>}
      </Box>
    </Drawer>
  );
}
