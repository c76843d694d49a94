import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link, matchPath, useLocation } from 'react-router-dom';
import type { MenuGroup } from './menuGroups';
import { MenuCount } from './MenuCount';
import { useVisibleMenuGroups } from './useMenuAccess';

const isCurrent = (to: string, pathname: string) => matchPath({ path: to, end: false }, pathname) !== null;

/** A group of the top menu: a button that opens its pages. */
function TopMenuGroup({ group, titleKey }: { group: MenuGroup; titleKey: string }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { icon: Icon } = group;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color={group.pages.some((page) => isCurrent(page.to, pathname)) ? 'primary' : 'inherit'}
        startIcon={<Icon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate(titleKey)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {group.pages.map(({ to, labelKey, icon: PageIcon, count }) => (
          <MenuItem key={to} component={Link} to={to} onClick={close} selected={pathname === to} sx={{ minWidth: 220 }}>
            <ListItemIcon>
              <PageIcon />
            </ListItemIcon>
            <ListItemText>{translate(labelKey)}</ListItemText>
            <MenuCount name={count} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The menu laid out as a bar above the page (menu placement "top"): the same groups as the side menu. */
export function TopMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const groups = useVisibleMenuGroups();
  return (
    <Paper component="nav" square elevation={0} sx={{ display: 'flex', gap: 0.5, px: 1, py: 0.5, mx: -1, overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}>
      {groups.map((group) =>
        group.titleKey ? (
          <TopMenuGroup key={group.titleKey} group={group} titleKey={group.titleKey} />
        ) : (
          group.pages.map(({ to, labelKey, icon: Icon }) => (
            <Button key={to} component={Link} to={to} color={isCurrent(to, pathname) ? 'primary' : 'inherit'} startIcon={<Icon />} sx={{ flexShrink: 0 }}>
              {translate(labelKey)}
            </Button>
          ))
        ),
      )}
    </Paper>
  );
}
