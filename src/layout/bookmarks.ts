/** The store key of the bookmarked pages: each account's paths, kept across reloads and sign-outs. */
export const bookmarksKey = 'bookmarks';

/** At most three bookmarked pages (docs/product.md#constants-and-limits). */
export const bookmarkLimit = 3;

export type BookmarksByAccount = Record<string, string[]>;
