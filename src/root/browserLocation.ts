import { useSyncExternalStore } from 'react';

// The root and the auth pages follow the address bar without react-router: react-router's single module grows
// with everything react-admin uses from it, and would weigh on the sign-in page. The admin app routes with
// react-router and announces its navigations here.

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
