import type { ComponentType } from 'react';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import HistoryIcon from '@mui/icons-material/History';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PersonIcon from '@mui/icons-material/Person';
import TuneIcon from '@mui/icons-material/Tune';
import { matchPath } from 'react-router-dom';
import { auditLogPath } from '../pages/audit/auditLogPath';
import { campaignMessagesPath } from '../pages/campaignMessages/campaignMessagesPath';
import { profilePath } from '../../domain/session';
import { settingsPath } from '../pages/settings/settingsPath';
import { recordPath, type ResourceModule } from '../resources/resourceModule';
import { resourceModules } from '../resources/resourceModules';
import { menuGroups, type MenuPage } from './menuGroups';

export interface RecordRef {
  resource: string;
  id: string;
}

/** One step of a breadcrumb trail: a label to translate, or a record to name. */
export type Crumb = { to?: string; isArea?: boolean } & ({ labelKey: string } | { record: RecordRef });

export interface PageTrail {
  /** Area › screen › record (docs/product.md#layout); empty for a path the app does not know. */
  crumbs: Crumb[];
  icon: ComponentType;
}

interface TitledPage {
  page: MenuPage;
  areaKey?: string;
}

/** Pages outside the side menu that still belong to an area. */
const pagesOffMenu: TitledPage[] = [
  { page: { to: campaignMessagesPath, labelKey: 'app.menu.notification', icon: MarkEmailReadIcon }, areaKey: 'app.menu.marketing' },
  { page: { to: settingsPath, labelKey: 'app.menu.settings', icon: TuneIcon }, areaKey: 'app.menu.system' },
  { page: { to: profilePath, labelKey: 'app.menu.profile', icon: PersonIcon } },
  { page: { to: auditLogPath, labelKey: 'app.menu.audit', icon: HistoryIcon }, areaKey: 'app.menu.admin' },
];

const titledPages: TitledPage[] = [
  ...menuGroups.flatMap((group) => group.pages.map((page) => ({ page, areaKey: group.titleKey }))),
  ...pagesOffMenu,
];

/** A page below a screen of the menu (docs/product.md#screens-and-routes): a record's page, named by the record, or an action on it. */
interface ChildPage {
  pattern: string;
  parent: string;
  /** The resource whose record `:id` names. */
  resource?: string;
  /** The last step's label, after the record when there is one. */
  labelKey?: string;
  /** Where the record's step leads, when the page is not the record's own. */
  recordPattern?: string;
}

/**
 * A record's own page and its edit page, under the record's list, and the creation page of those that have one,
 * first: '/marketing/campaign/create' must not read as the campaign "create".
 */
const recordPages = ({ name, paths }: ResourceModule): ChildPage[] => [
  ...(paths.create ? [{ pattern: paths.create, parent: paths.list, labelKey: 'ra.action.create' }] : []),
  { pattern: paths.show, parent: paths.list, resource: name },
  { pattern: paths.edit, parent: paths.list, resource: name, labelKey: 'ra.action.edit', recordPattern: paths.show },
];

const childPages: ChildPage[] = resourceModules.flatMap(recordPages);

const areaCrumbs = (areaKey?: string): Crumb[] => (areaKey ? [{ labelKey: areaKey, isArea: true }] : []);

/** Where a path sits in the app, for the breadcrumbs and the bookmarks. */
export function pageTrail(pathname: string): PageTrail {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const own = titledPages.find(({ page }) => page.to === path);
  if (own) return { crumbs: [...areaCrumbs(own.areaKey), { labelKey: own.page.labelKey }], icon: own.page.icon };

  for (const child of childPages) {
    const match = matchPath(child.pattern, path);
    const parent = titledPages.find(({ page }) => page.to === child.parent);
    if (!match || !parent) continue;
    const id = match.params.id;
    const recordCrumbs: Crumb[] =
      child.resource && id
        ? [{ record: { resource: child.resource, id }, to: child.recordPattern && recordPath(child.recordPattern, id) }]
        : [];
    const lastCrumbs: Crumb[] = child.labelKey ? [{ labelKey: child.labelKey }] : [];
    return {
      crumbs: [...areaCrumbs(parent.areaKey), { labelKey: parent.page.labelKey, to: parent.page.to }, ...recordCrumbs, ...lastCrumbs],
      icon: parent.page.icon,
    };
  }
  return { crumbs: [], icon: BookmarkIcon };
}
