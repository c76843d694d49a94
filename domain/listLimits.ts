// Apart from the list query's schemas (domain/listQuery.ts), so that the screens the sign-in page loads can read
// them without zod (docs/client.md#sign-in-page).

/** A list page's default and largest size, and the longest search term. */
export const listLimits = { defaultPageSize: 25, maxPageSize: 1000, maxSearchLength: 200 } as const;
