import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocales, useLocaleState } from 'ra-core';

/**
 * The interface languages as a popup menu, each named in itself; choosing one switches and closes. Light enough
 * for the sign-in page (ra-core and MUI only).
 */
export function LocaleMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {locales.map((candidate) => (
        <MenuItem
          key={candidate.locale}
          selected={candidate.locale === locale}
          lang={candidate.locale}
          onClick={() => {
            setLocale(candidate.locale);
            onClose();
          }}
        >
          {candidate.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
