import type { ResourceName } from '../../domain/resources.js';
import { registeredResources } from '../../server/resources/registry.js';

/** Posts `body` to `path` of the API (under /api) as one who may create every resource; answers the record created. */
export type CreateRecord = (path: string, body: object) => Promise<{ _id: string }>;

/**
 * One record of every resource that declares a sample, created with `create`; a sample naming another resource's
 * record waits until that one is created. Answers the id of each record created, by resource.
 */
export async function createSamples(create: CreateRecord): Promise<Map<ResourceName, string>> {
  const created = new Map<ResourceName, string>();
  const notYet = new Error('not created yet');
  const idOf = (resource: ResourceName) => {
    const id = created.get(resource);
    if (!id) throw notYet;
    return id;
  };
  let waiting = registeredResources.filter((definition) => definition.sample);
  while (waiting.length > 0) {
    const before = waiting.length;
    for (const definition of [...waiting]) {
      const { declaration, sample } = definition;
      let call: { path: string; body: object };
      try {
        call = { path: sample!.path?.(idOf) ?? declaration.apiPath, body: sample!.body(idOf) };
      } catch (error) {
        if (error === notYet) continue;
        throw error;
      }
      created.set(declaration.name as ResourceName, (await create(call.path, call.body))._id);
      waiting = waiting.filter((other) => other !== definition);
    }
    if (waiting.length === before) throw new Error(`These samples name records no sample creates: ${waiting.map((definition) => definition.declaration.name)}`);
  }
  return created;
}
