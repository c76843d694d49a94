import { describe, expect, test } from 'vitest';
import { customerDefaults, type Customer } from '../../domain/customer.js';
import { customerMergeSchema, duplicateMatchesOf, mergedCustomerFields } from '../../domain/customerMerge.js';

const customer = (fields: Partial<Customer> = {}): Omit<Customer, '_id'> => ({
  ...customerDefaults,
  notification_methods: ['email'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  creator: null,
  creator_name: null,
  uid: 1,
  erased_at: null,
  name: 'Ann',
  last_name: null,
  organization: null,
  email: null,
  phone: '4165550100',
  phone_extension: null,
  secondary_phone: null,
  secondary_phone_extension: null,
  wechat: null,
  raw_address: null,
  location: null,
  referer: null,
  note: null,
  avatar: null,
  projects: 0,
  email_consent: 'implied',
  email_consent_until: '2026-07-02T04:00:00.000Z',
  sms_consent: 'implied',
  sms_consent_until: '2026-07-02T04:00:00.000Z',
  ...fields,
});

describe('duplicateMatchesOf', () => {
  test.each([
    [{ phone: '4165550101' }, { phone: '4165550109', secondary_phone: '4165550101' }, ['phone']],
    [{ email: ' Ann@Example.com' }, { phone: '4165550109', email: 'ann@example.COM' }, ['email']],
    [{ wechat: 'ann88' }, { phone: '4165550109', wechat: 'ann88' }, ['wechat']],
    [{ phone: '4165550102', email: '', wechat: '  ' }, { phone: '4165550103', email: '', wechat: '  ' }, []],
  ])('%j and %j share %j', (a, b, matches) => {
    expect(duplicateMatchesOf(customer(a), customer(b))).toEqual(matches);
  });
});

describe('mergedCustomerFields', () => {
  test("fills only the kept customer's empty fields, and an unknown gender or source", () => {
    const keep = customer({ email: 'keep@example.com', gender: 'unknown', source: 'Website', note: null });
    const merge = customer({ email: 'other@example.com', gender: 'female', source: 'WeChat', note: 'Mornings', wechat: 'ann88', wechat_added: true, last_name: 'Lee' });
    expect(mergedCustomerFields(keep, merge)).toEqual({ gender: 'female', note: 'Mornings', wechat: 'ann88', wechat_added: true, last_name: 'Lee' });
  });

  test("the other's phone becomes the secondary phone, with its extension, when the kept one has none", () => {
    const keep = customer({ phone: '4165550100' });
    expect(mergedCustomerFields(keep, customer({ phone: '4165550100', secondary_phone: '4165550199', secondary_phone_extension: '12' }))).toEqual({
      secondary_phone: '4165550199',
      secondary_phone_extension: '12',
    });
    expect(mergedCustomerFields(keep, customer({ phone: '4165550177', phone_extension: '3' }))).toEqual({ secondary_phone: '4165550177', secondary_phone_extension: '3' });
    expect(mergedCustomerFields(customer({ secondary_phone: '4165550155' }), customer({ phone: '4165550177' }))).toEqual({});
  });

  test('never fills the channels: an empty list is a customer who refuses everything', () => {
    expect(mergedCustomerFields(customer({ notification_methods: [] }), customer({ notification_methods: ['email', 'sms'] }))).toEqual({});
  });
});

test('the same customer twice is refused by the schema, with its message key', () => {
  const result = customerMergeSchema.safeParse({ keep: 'a', merge: 'a' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]).toMatchObject({ path: ['merge'], message: 'validation.customer.merge_same' });
});
