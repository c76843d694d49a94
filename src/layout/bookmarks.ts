/** The store key of the bookmarked pages: each account's paths, kept across reloads and sign-outs. */
export const bookmarksKey = 'bookmarks';

/** SPEC §9: at most three bookmarked pages. */
export const bookmarkLimit = 3;

export type BookmarksByAccount = Record<string, string[]>;
