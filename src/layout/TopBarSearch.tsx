import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { listLimits } from '../../domain/listLimits';
import { quickSearchPath } from './menuGroups';
import { useMenuAccess } from './useMenuAccess';

/** The top bar's search: Enter opens the quick search with the term. Narrow screens get a button to the page. */
export function TopBarSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canSee = useMenuAccess();
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const [term, setTerm] = useState('');
  if (!canSee('crm')) return null;
  const label = translate('app.top_bar.search');
  if (!isWide) {
    return (
      <Tooltip title={label}>
        <IconButton component={Link} to={quickSearchPath} color="inherit" aria-label={label}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = term.trim();
        navigate(wanted ? `${quickSearchPath}?${new URLSearchParams({ term: wanted })}` : quickSearchPath);
        setTerm('');
      }}
    >
      <InputBase
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={translate('app.top_bar.search_placeholder')}
        inputProps={{ 'aria-label': label, maxLength: listLimits.maxSearchLength, type: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={{ width: 220, mx: 1, px: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14 }}
      />
    </form>
  );
}
