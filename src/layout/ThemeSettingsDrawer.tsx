import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { defaultPrimaryColor } from '../theme/themeOptions';
import { leftMenuWidthRange, menuColors, menuLayouts, routerAnimations, type ThemeSettings } from '../theme/themeSettings';
import { useThemeSettings } from '../theme/useThemeSettings';

/** Colours offered at a click; any other comes from the colour picker. */
const primaryColorChoices = [defaultPrimaryColor, '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1'];

function Setting({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** One choice among a few named values, as a row of toggle buttons. */
function ChoiceSetting<Name extends 'menuLayout' | 'menuColor'>({ name, values, labelsKey }: { name: Name; values: readonly ThemeSettings[Name][]; labelsKey: string }) {
  const translate = useTranslate();
  const { settings, change } = useThemeSettings();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={settings[name]}
      onChange={(_, value: ThemeSettings[Name] | null) => value && change({ [name]: value })}
    >
      {values.map((value) => (
        <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
          {translate(`${labelsKey}.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The theme settings drawer (docs/product.md#layout): menu placement, colour and width, primary colour, page animation. */
export function ThemeSettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { settings, change, reset } = useThemeSettings();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.theme_settings.title')}
        </Typography>
        <IconButton aria-label={translate('app.theme_settings.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={3} sx={{ p: 2 }}>
        <Setting id="theme-menu-layout" label={translate('app.theme_settings.menu_layout')}>
          <ChoiceSetting name="menuLayout" values={menuLayouts} labelsKey="app.theme_settings.menu_layouts" />
        </Setting>
        <Setting id="theme-menu-color" label={translate('app.theme_settings.menu_color')}>
          <ChoiceSetting name="menuColor" values={menuColors} labelsKey="app.theme_settings.menu_colors" />
        </Setting>
        <Setting id="theme-left-menu-width" label={translate('app.theme_settings.left_menu_width', { width: settings.leftMenuWidth })}>
          {/* Room for the thumb at both ends. */}
          <Box sx={{ px: 1.5 }}>
            <Slider
              value={settings.leftMenuWidth}
              min={leftMenuWidthRange.min}
              max={leftMenuWidthRange.max}
              disabled={settings.menuLayout !== 'left'}
              valueLabelDisplay="auto"
              onChange={(_, width) => change({ leftMenuWidth: width as number })}
              slotProps={{ input: { 'aria-labelledby': 'theme-left-menu-width' } }}
            />
          </Box>
        </Setting>
        <Setting id="theme-primary-color" label={translate('app.theme_settings.primary_color')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {primaryColorChoices.map((color) => (
              <IconButton
                key={color}
                aria-label={color}
                aria-pressed={settings.primaryColor === color}
                onClick={() => change({ primaryColor: color })}
                sx={{ width: 32, height: 32, bgcolor: color, color: '#fff', '&:hover': { bgcolor: color, opacity: 0.85 } }}
              >
                {settings.primaryColor === color && <CheckIcon fontSize="small" />}
              </IconButton>
            ))}
            <Box
              component="input"
              type="color"
              aria-label={translate('app.theme_settings.custom_color')}
              value={settings.primaryColor}
              onChange={(event: ChangeEvent<HTMLInputElement>) => change({ primaryColor: event.target.value })}
              sx={{
                width: 32,
                height: 32,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                '&::-webkit-color-swatch-wrapper': { p: 0 },
                '&::-webkit-color-swatch': { border: 2, borderColor: 'divider', borderRadius: '50%' },
                '&::-moz-color-swatch': { border: 2, borderColor: 'divider', borderRadius: '50%' },
              }}
            />
          </Stack>
        </Setting>
        <TextField
          select
          label={translate('app.theme_settings.router_animation')}
          value={settings.routerAnimation}
          onChange={(event) => change({ routerAnimation: event.target.value as ThemeSettings['routerAnimation'] })}
        >
          {routerAnimations.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(`app.theme_settings.router_animations.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={reset}>
          {translate('app.theme_settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
