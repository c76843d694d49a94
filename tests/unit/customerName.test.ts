import { expect, test } from 'vitest';
import { customerFullName } from '../../domain/customer.js';

test('a Chinese name reads surname first with no space, any other given name first', () => {
  expect(customerFullName({ name: '芳', last_name: '王' })).toBe('王芳');
  expect(customerFullName({ name: '子涵', last_name: '欧阳' })).toBe('欧阳子涵');
  expect(customerFullName({ name: 'Emily', last_name: 'Tremblay' })).toBe('Emily Tremblay');
  expect(customerFullName({ name: ' Emily ', last_name: null })).toBe('Emily');
  expect(customerFullName({ name: '王芳', last_name: '' })).toBe('王芳');
  expect(customerFullName({ name: 'Wei', last_name: '王' })).toBe('王Wei');
});
