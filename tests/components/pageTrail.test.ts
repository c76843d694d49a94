import { describe, expect, it } from 'vitest';
import { pageTrail } from '../../src/layout/pageTrail';
import { resourceModules } from '../../src/resources/resourceModules';

const id = '6b0241fdc3a9171d5a6b7909';

describe('the breadcrumbs of a record page (docs/product.md#screens-and-routes)', () => {
  it.each([
    ['projects', `/pm/project/${id}`, '/pm/projects', 'app.menu.projects'],
    ['contracts', `/pm/contract/${id}`, '/pm/contracts', 'app.menu.contracts'],
    ['tasks', `/pm/task/${id}`, '/pm/tasks', 'app.menu.tasks'],
    ['teams', `/pm/team/${id}`, '/pm/teams', 'app.menu.teams'],
    ['customers', `/crm/customer/${id}`, '/crm/customers', 'app.menu.customers'],
  ])('puts a %s page under its area and list, named by the record', (resource, path, list, listLabel) => {
    expect(pageTrail(path).crumbs.slice(1)).toEqual([{ labelKey: listLabel, to: list }, { record: { resource, id }, to: undefined }]);
  });

  const creationPages = resourceModules.flatMap(({ name, paths, menu }) => (paths.create ? [[name, paths.create, paths.list, menu.labelKey]] : []));
  it.each(creationPages)('puts the %s creation page under its list, not as a record named "create"', (_, path, list, listLabel) => {
    expect(pageTrail(path).crumbs.slice(1)).toEqual([{ labelKey: listLabel, to: list }, { labelKey: 'ra.action.create' }]);
  });

  it('puts an edit page under the record, which leads back to its page', () => {
    expect(pageTrail(`/pm/team/${id}/edit`).crumbs.slice(1)).toEqual([
      { labelKey: 'app.menu.teams', to: '/pm/teams' },
      { record: { resource: 'teams', id }, to: `/pm/team/${id}` },
      { labelKey: 'ra.action.edit' },
    ]);
  });
});
