/** A catalog: nested objects of messages (the shape of react-admin's `TranslationMessages`). */
export interface Messages {
  [key: string]: string | Messages | undefined;
}

/** `override` laid over `base`, key by key at every depth: a message missing from `override` keeps `base`'s. */
export function mergeMessages<Base extends Messages, Override extends Messages>(base: Base, override: Override): Base & Override {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const inBase = merged[key];
    merged[key] = typeof value === 'object' && typeof inBase === 'object' ? mergeMessages(inBase, value) : value;
  }
  return merged as Base & Override;
}
