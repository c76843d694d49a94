import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { LocaleMenu } from '../i18n/LocaleMenu';

/** The top bar's language switch (en-US, zh-CN): an icon, to leave a phone's narrow bar room for the rest. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.action.language');
  return (
    <>
      <Tooltip title={locales.find((candidate) => candidate.locale === locale)?.name ?? label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <LocaleMenu anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
