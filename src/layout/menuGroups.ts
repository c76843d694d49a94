import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { Area } from '../../domain/access';
import type { Statistics } from '../../domain/resources';
import customers from '../resources/customers';

/** Who sees a group: every staff member, or those who may read an area (domain/access.ts). */
export type MenuAccess = 'staff' | Area;

export interface MenuPage {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** The key of the statistics object whose count the item shows (SPEC §2.4). */
  count?: keyof Statistics;
}

export interface MenuGroup {
  /** No title: the group's pages stand at the top of the menu. */
  titleKey?: string;
  icon: ComponentType;
  access: MenuAccess;
  pages: MenuPage[];
}

/** SPEC §2.1; the top bar's search opens it with `?term=`, the parameter the page reads. */
export const quickSearchPath = '/crm/quick-search';

/**
 * The side menu of SPEC §2.4 with the routes of SPEC §2.1 (Schedule's from DESIGN §3). Screens that are not
 * built yet are listed all the same: their path leads to the 404 page until they are.
 */
export const menuGroups: MenuGroup[] = [
  { icon: DashboardIcon, access: 'staff', pages: [{ to: '/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon }] },
  {
    titleKey: 'app.menu.crm',
    icon: SupportAgentIcon,
    access: 'crm',
    pages: [
      { to: quickSearchPath, labelKey: 'app.menu.quick_search', icon: SearchIcon },
      { to: customers.paths.list, labelKey: 'app.menu.customers', icon: customers.icon, count: 'customers' },
    ],
  },
  {
    titleKey: 'app.menu.pm',
    icon: AccountTreeIcon,
    access: 'pm',
    pages: [
      { to: '/pm/projects', labelKey: 'app.menu.projects', icon: AccountTreeIcon, count: 'projects' },
      { to: '/pm/contracts', labelKey: 'app.menu.contracts', icon: DescriptionIcon, count: 'contracts' },
      { to: '/pm/tasks', labelKey: 'app.menu.tasks', icon: ChecklistIcon, count: 'tasks' },
      { to: '/pm/teams', labelKey: 'app.menu.teams', icon: GroupsIcon, count: 'teams' },
    ],
  },
  {
    titleKey: 'app.menu.marketing',
    icon: CampaignIcon,
    access: 'marketing',
    pages: [
      { to: '/marketing/recipients', labelKey: 'app.menu.recipients', icon: ContactMailIcon, count: 'recipients' },
      { to: '/marketing/campaigns', labelKey: 'app.menu.campaigns', icon: CampaignIcon, count: 'campaigns' },
      { to: '/marketing/schedule', labelKey: 'app.menu.schedule', icon: EventIcon },
    ],
  },
  {
    titleKey: 'app.menu.system',
    icon: SettingsIcon,
    access: 'system',
    pages: [{ to: '/system/staffs', labelKey: 'app.menu.staffs', icon: BadgeIcon, count: 'staffs' }],
  },
  {
    titleKey: 'app.menu.admin',
    icon: AdminPanelSettingsIcon,
    access: 'admin',
    pages: [
      { to: '/admin/contractors', labelKey: 'app.menu.contractors', icon: EngineeringIcon, count: 'contractors' },
      { to: '/admin/users', labelKey: 'app.menu.users', icon: ManageAccountsIcon, count: 'users' },
    ],
  },
];
