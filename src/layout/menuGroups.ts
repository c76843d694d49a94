import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import EventIcon from '@mui/icons-material/Event';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { Area } from '../../domain/access';
import { isCountedResource, resources, type Statistics } from '../../domain/resources';
import { schedulePath } from '../pages/schedule/schedulePath';
import { trashPath } from '../pages/trash/trashPath';
import { menuLabelKey } from '../resources/resourceModule';
import { resourceModules } from '../resources/resourceModules';

/** Who sees a group: every staff member, or those who may read an area (domain/access.ts). */
export type MenuAccess = 'staff' | Area;

export interface MenuPage {
  to: string;
  labelKey: string;
  icon: ComponentType;
  /** The key of the statistics object whose count the item shows (docs/product.md#side-menu). */
  count?: keyof Statistics;
  /** Shown only to those who may change the group's area (the Trash: admins). */
  writersOnly?: true;
}

export interface MenuGroup {
  /** No title: the group's pages stand at the top of the menu. */
  titleKey?: string;
  icon: ComponentType;
  access: MenuAccess;
  pages: MenuPage[];
}

/** See docs/product.md#screens-and-routes; the top bar's search opens it with `?term=`, the parameter the page reads. */
export const quickSearchPath = '/crm/quick-search';

/** The menu items of an area's resources (src/resources/resourceModules.ts), each leading to its list, with its count. */
const resourcePages = (area: Area): MenuPage[] =>
  resourceModules
    .filter((module) => resources[module.name].area === area)
    .map(({ name, paths, icon }) => ({ to: paths.list, labelKey: menuLabelKey(name), icon, count: isCountedResource(name) ? name : undefined }));

/**
 * The side menu of docs/product.md#side-menu with the routes of docs/product.md#screens-and-routes (Schedule's from docs/product.md#schedule): the pages that are not a
 * resource's list, and each area's resources. Screens that are not built yet are listed all the same: their path
 * leads to the 404 page until they are, and their item goes when their resource comes.
 */
export const menuGroups: MenuGroup[] = [
  { icon: DashboardIcon, access: 'staff', pages: [{ to: '/dashboard', labelKey: 'app.menu.dashboard', icon: DashboardIcon }] },
  {
    titleKey: 'app.menu.crm',
    icon: SupportAgentIcon,
    access: 'crm',
    pages: [
      { to: quickSearchPath, labelKey: 'app.menu.quick_search', icon: SearchIcon },
      ...resourcePages('crm'),
    ],
  },
  {
    titleKey: 'app.menu.pm',
    icon: AccountTreeIcon,
    access: 'pm',
    pages: resourcePages('pm'),
  },
  {
    titleKey: 'app.menu.marketing',
    icon: CampaignIcon,
    access: 'marketing',
    pages: [
      ...resourcePages('marketing'),
      { to: schedulePath, labelKey: 'app.menu.schedule', icon: EventIcon },
    ],
  },
  {
    titleKey: 'app.menu.system',
    icon: SettingsIcon,
    access: 'system',
    pages: [...resourcePages('system'), { to: trashPath, labelKey: 'app.menu.trash', icon: DeleteSweepIcon, writersOnly: true }],
  },
  {
    titleKey: 'app.menu.admin',
    icon: AdminPanelSettingsIcon,
    access: 'admin',
    pages: resourcePages('admin'),
  },
];
