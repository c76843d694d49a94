import { useCallback } from 'react';
import { useGetIdentity, useNotify, useStore, useStoreContext } from 'react-admin';
import { bookmarkLimit, bookmarksKey, type BookmarksByAccount } from './bookmarks';

const noBookmarks: BookmarksByAccount = {};

export interface BookmarksState {
  /** The signed-in account's bookmarked paths, oldest first. */
  bookmarks: string[];
  /** Bookmarks a path; past the limit, says so (docs/product.md#error-catalogue) and keeps the bookmarks as they were. */
  add: (path: string) => void;
  remove: (path: string) => void;
}

/** The bookmarked pages of the top bar, each person's own. */
export function useBookmarks(): BookmarksState {
  const { identity } = useGetIdentity();
  const account = identity ? String(identity.id) : '';
  const [byAccount] = useStore<BookmarksByAccount>(bookmarksKey, noBookmarks);
  const store = useStoreContext();
  const notify = useNotify();
  const bookmarks = byAccount[account] ?? [];

  // Read from the store at call time, so two changes in a row both stay.
  const save = useCallback(
    (change: (paths: string[]) => string[]) => {
      const stored = store.getItem<BookmarksByAccount>(bookmarksKey, noBookmarks) ?? noBookmarks;
      store.setItem(bookmarksKey, { ...stored, [account]: change(stored[account] ?? []) });
    },
    [store, account],
  );
  const add = useCallback(
    (path: string) => {
      if (bookmarks.includes(path)) return;
      if (bookmarks.length >= bookmarkLimit) notify('app.bookmarks.limit', { type: 'warning' });
      else save((paths) => [...paths, path]);
    },
    [bookmarks, notify, save],
  );
  const remove = useCallback((path: string) => save((paths) => paths.filter((kept) => kept !== path)), [save]);
  return { bookmarks, add, remove };
}
