import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';

/** The language switch of the auth pages (the admin app has react-admin's own in its top bar). */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((candidate) => candidate.locale === locale);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name a voice user says is the one on the button, then what it changes (WCAG 2.5.3).
        aria-label={`${current?.name ?? locale} (${translate('app.action.language')})`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current?.name ?? locale}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((candidate) => (
          <MenuItem
            key={candidate.locale}
            selected={candidate.locale === locale}
            onClick={() => {
              setLocale(candidate.locale);
              setAnchor(null);
            }}
          >
            {candidate.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
