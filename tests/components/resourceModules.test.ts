import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isCountedResource, resources } from '../../domain/resources';
import enUS from '../../i18n/en-US';
import zhCN from '../../i18n/zh-CN';
import { menuGroups } from '../../src/layout/menuGroups';
import { pageTrail } from '../../src/layout/pageTrail';
import { dashboardLabelKey, menuLabelKey, resourceRoutes } from '../../src/resources/resourceModule';
import { resourceModules } from '../../src/resources/resourceModules';

const id = '6b0241fdc3a9171d5a6b7909';

/** The text of a dotted key in one catalog alone (no fallback to English), or undefined. */
const textOf = (catalog: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('the client registry of resources', () => {
  it('has one module for every resource of domain/resources.ts', () => {
    expect(resourceModules.map((module) => module.name).sort()).toEqual(Object.keys(resources).sort());
  });

  describe.each(resourceModules.map((module) => [module.name, module] as const))('%s', (name, module) => {
    it("is in its area's menu group, with its label, icon and count", () => {
      const group = menuGroups.find((candidate) => candidate.access === resources[name].area);
      expect(group?.pages).toContainEqual({ to: module.paths.list, labelKey: menuLabelKey(name), icon: module.icon, count: isCountedResource(name) ? name : undefined });
    });

    it.each([
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ])('names its menu item, its dashboard count and its records in %s', (_, catalog) => {
      const keys = [menuLabelKey(name), ...(isCountedResource(name) ? [dashboardLabelKey(name)] : []), `resources.${name}.name`];
      expect(keys.filter((key) => typeof textOf(catalog, key) !== 'string')).toEqual([]);
    });

    it('routes its list, record and edit paths to its views', () => {
      const routes = createRoutesFromElements(resourceRoutes(module));
      for (const path of [module.paths.list, module.paths.showPath(id), module.paths.editPath(id), ...module.paths.listAliases]) {
        expect(matchRoutes(routes, path), path).not.toBeNull();
      }
    });

    it('puts its record and edit pages under its list in the breadcrumbs', () => {
      const listCrumb = { labelKey: menuLabelKey(name), to: module.paths.list };
      expect(pageTrail(module.paths.list).crumbs.at(-1)).toEqual({ labelKey: menuLabelKey(name) });
      expect(pageTrail(module.paths.showPath(id)).crumbs.slice(-2)).toEqual([listCrumb, { record: { resource: name, id }, to: undefined }]);
      expect(pageTrail(module.paths.editPath(id)).crumbs.slice(-3)).toEqual([
        listCrumb,
        { record: { resource: name, id }, to: module.paths.showPath(id) },
        { labelKey: 'ra.action.edit' },
      ]);
    });
  });
});
