import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslate } from 'react-admin';
import { ThemeSettingsDrawer } from './ThemeSettingsDrawer';

/** Opens the theme settings drawer from the top bar. */
export function ThemeSettingsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.theme_settings.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <ThemeSettingsDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
