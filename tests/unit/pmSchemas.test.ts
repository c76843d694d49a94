import { describe, expect, test } from 'vitest';
import { validationText } from '../../domain/validationMessages.js';
import { projectCreateSchema, projectDefaults, projectModalSchema } from '../../domain/project.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), validationText(issue.message)]);

describe('the Create New Project modal', () => {
  test.each([
    [{}, 'Please input project name'],
    [{ name: '  ' }, 'Please input project name'],
    [{ name: 'x'.repeat(51) }, 'Length should be 1 to 50'],
  ])('refuses %j with "%s"', (values, message) => {
    expect(messages(projectModalSchema.safeParse(values))).toEqual([['name', message]]);
  });

  test('takes a name of 1 to 50 characters', () => {
    expect(projectModalSchema.safeParse({ name: 'K' }).success).toBe(true);
    expect(projectModalSchema.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
  });
});

test('the project form defaults (docs/product.md#form-defaults) pass the form’s schema once the required fields are filled', () => {
  const result = projectCreateSchema.safeParse({ ...projectDefaults, customer: 'c1', description: 'Paint the hallway.' });
  expect(messages(result)).toEqual([]);
  expect(result.data).toMatchObject({ property: 'house', services: ['interior-renovation'], discount: 0, status: 'pending' });
});
