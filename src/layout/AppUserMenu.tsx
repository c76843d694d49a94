import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import TuneIcon from '@mui/icons-material/Tune';
import { Logout, useCanAccess, useGetIdentity, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { profilePath } from '../../domain/session';
import { settingsPath } from '../pages/settings/settingsPath';

/** The plan the business is on (docs/product.md#layout). */
const billingPlanKey = 'app.user_menu.professional';

function Detail({ labelKey, value }: { labelKey: string; value?: string | null }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" noWrap>
      {translate(labelKey)}: <Box component="span" sx={{ color: 'text.primary' }}>{value || '–'}</Box>
    </Typography>
  );
}

/** Who is signed in: greeting, username, plan, roles, e-mail and phone. Not a menu entry: the arrow keys skip it. */
function AccountCard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const roles: string[] = identity?.roles ?? [];
  return (
    // A group of the menu (the roles a menu may hold), named by its greeting, read but not a menu entry.
    <Box component="li" role="group" aria-labelledby="account-card-greeting" sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 320 }}>
      <Typography id="account-card-greeting" variant="subtitle1" component="p" fontWeight={600} noWrap>
        {translate('app.user_menu.greeting', { name: identity?.fullName ?? '' })}
      </Typography>
      <Detail labelKey="app.user_menu.username" value={identity?.username} />
      <Detail labelKey="app.user_menu.billing_plan" value={translate(billingPlanKey)} />
      <Detail labelKey="app.user_menu.roles" value={roles.map((role) => translate(`enums.staffRoles.${role}`, { _: role })).join('/')} />
      <Detail labelKey="app.user_menu.email" value={identity?.email} />
      <Detail labelKey="app.user_menu.phone" value={identity?.phone} />
    </Box>
  );
}
AccountCard.muiSkipListHighlight = true;

function PageItem({ to, icon: Icon, labelKey }: { to: string; icon: ComponentType<{ fontSize: 'small' }>; labelKey: string }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
}

/** The business settings are no item of the side menu (docs/product.md#side-menu): those who may read them reach them here. */
function SettingsItem() {
  const { canAccess } = useCanAccess({ resource: 'settings', action: 'list' });
  return canAccess ? <PageItem to={settingsPath} icon={TuneIcon} labelKey="app.menu.settings" /> : null;
}

/** The user menu of docs/product.md#layout. */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Wide screens show the name on the button: its accessible name says it too, then what the button opens (WCAG 2.5.3).
  // A phone shows the avatar alone, and react-admin reads its label as a translation key, in English when it is none.
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? `${identity.fullName} · ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <AccountCard />
      <Divider />
      <PageItem to={profilePath} icon={ManageAccountsIcon} labelKey="app.user_menu.edit_profile" />
      <SettingsItem />
      <Logout />
    </UserMenu>
  );
}
