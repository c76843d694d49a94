// The root and the auth pages follow the address bar without react-router; the admin app routes with
// react-router and announces its navigations here. Why not one router: react-router 7 is a single ES module, and a
// module goes whole into one chunk, so the root's smallest use of it brings everything react-admin takes from it
// (its router provider names the hooks, <Routes>, <Link>, the data router) onto the sign-in page. Measured with
// react-router 7.18.5 and react-admin 5.15.4, react-router's data router at the root (the admin app a lazy route,
// <Admin> inside it) took the sign-in page's JS from 166.4 KB to 196.4 KB gzipped, by `npm run build`'s report
// and by what Chromium loads on /auth/login; the dashboard's total stayed 459 KB, the module only moved forward.
// Besides React DOM and MUI, which the page is made of, nothing on it weighs 30 KB that could go instead.

import { useSyncExternalStore } from 'react';

const locationChanged = 'app:locationchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(locationChanged, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(locationChanged, onChange);
  };
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** Tells the root that the address changed without a browser event (history.pushState does not fire one). */
export function announceLocationChange(): void {
  window.dispatchEvent(new Event(locationChanged));
}

/** Goes to a path of this app. */
export function navigateTo(path: string, { replace = false }: { replace?: boolean } = {}) {
  if (path === currentPath()) return;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', path);
  announceLocationChange();
}

/** The current address's path and query, re-rendering when they change. */
export function useBrowserLocation(): { pathname: string; search: string } {
  const path = useSyncExternalStore(subscribe, currentPath);
  const url = new URL(path, window.location.origin);
  return { pathname: url.pathname, search: url.search };
}
