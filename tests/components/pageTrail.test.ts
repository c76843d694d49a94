import { describe, expect, it } from 'vitest';
import { pageTrail } from '../../src/layout/pageTrail';
import { menuLabelKey } from '../../src/resources/resourceModule';
import { resourceModules } from '../../src/resources/resourceModules';

const id = '6b0241fdc3a9171d5a6b7909';

describe('the breadcrumbs of a record page (docs/product.md#screens-and-routes)', () => {
  it.each([
    ['projects', `/pm/project/${id}`, '/pm/projects', 'resources.projects.menu_label'],
    ['contracts', `/pm/contract/${id}`, '/pm/contracts', 'resources.contracts.menu_label'],
    ['tasks', `/pm/task/${id}`, '/pm/tasks', 'resources.tasks.menu_label'],
    ['teams', `/pm/team/${id}`, '/pm/teams', 'resources.teams.menu_label'],
    ['customers', `/crm/customer/${id}`, '/crm/customers', 'resources.customers.menu_label'],
  ])('puts a %s page under its area and list, named by the record', (resource, path, list, listLabel) => {
    expect(pageTrail(path).crumbs.slice(1)).toEqual([{ labelKey: listLabel, to: list }, { record: { resource, id }, to: undefined }]);
  });

  const creationPages = resourceModules.flatMap(({ name, paths }) => (paths.create ? [[name, paths.create, paths.list, menuLabelKey(name)]] : []));
  it.each(creationPages)('puts the %s creation page under its list, not as a record named "create"', (_, path, list, listLabel) => {
    expect(pageTrail(path).crumbs.slice(1)).toEqual([{ labelKey: listLabel, to: list }, { labelKey: 'ra.action.create' }]);
  });

  it('puts an edit page under the record, which leads back to its page', () => {
    expect(pageTrail(`/pm/team/${id}/edit`).crumbs.slice(1)).toEqual([
      { labelKey: 'resources.teams.menu_label', to: '/pm/teams' },
      { record: { resource: 'teams', id }, to: `/pm/team/${id}` },
      { labelKey: 'ra.action.edit' },
    ]);
  });
});
