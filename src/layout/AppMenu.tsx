import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import ListSubheader from '@mui/material/ListSubheader';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SearchIcon from '@mui/icons-material/Search';
import { Menu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import customers from '../resources/customers';
import { useStatistics } from '../pages/useStatistics';

/** A menu group's title; hidden when the menu is folded to icons. */
function MenuSection({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return open ? <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>{translate(titleKey)}</ListSubheader> : null;
}

/** A menu label with the count the statistics hold for it (SPEC §2.4). */
function CountLabel({ labelKey, count }: { labelKey: string; count?: number }) {
  const translate = useTranslate();
  const label: ReactNode = translate(labelKey);
  return count === undefined ? (
    label
  ) : (
    <Badge badgeContent={count} max={99999} color="primary" sx={{ '& .MuiBadge-badge': { right: -20, top: '50%' } }}>
      {label}
    </Badge>
  );
}

/** The side menu of the areas built so far (SPEC §2.4); an item shows only to those allowed to open it. */
export function AppMenu() {
  const { data: statistics } = useStatistics();
  const { canAccess: canSeeDashboard } = useCanAccess({ resource: 'dashboard', action: 'read' });
  const { canAccess: canSeeCustomers } = useCanAccess({ resource: customers.name, action: 'list' });
  return (
    <Menu>
      {canSeeDashboard && <Menu.Item to="/dashboard" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />}
      {canSeeCustomers && <MenuSection titleKey="app.menu.crm" />}
      {canSeeCustomers && <Menu.Item to="/crm/quick-search" primaryText="app.menu.quick_search" leftIcon={<SearchIcon />} />}
      {canSeeCustomers && (
        <Menu.Item
          to={customers.paths.list}
          primaryText={<CountLabel labelKey="app.menu.customers" count={statistics?.customers} />}
          leftIcon={<customers.icon />}
        />
      )}
    </Menu>
  );
}
