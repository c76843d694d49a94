import { expect, test } from 'vitest';
import { registeredResources } from '../../server/resources/registry.js';

// Every resource created through the API declares a valid sample: tests/api/recordAnswers.test.ts creates one of each from them.

const someId = () => 'a'.repeat(24);

test.each(registeredResources.filter((definition) => definition.createSchema).map((definition) => [definition.declaration.name, definition] as const))(
  'the %s sample passes its create schema',
  (_name, { sample, createSchema }) => {
    expect(sample, 'a resource created through the API declares a sample').toBeDefined();
    const parsed = createSchema!.safeParse(sample!.body(someId));
    expect(parsed.error?.issues ?? []).toEqual([]);
  },
);
