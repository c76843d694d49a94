export const loginPath = '/auth/login';

const withRedirect = (wanted: string | null) => (wanted && wanted !== '/' ? `${loginPath}?redirect=${encodeURIComponent(wanted)}` : loginPath);

/** The login page, carrying the page the person wanted so they land there after signing in (docs/product.md#sessions). */
export function loginPathFor(wanted: string): string {
  // Already on an auth page (react-admin may sign out twice in a row): keep the page asked for the first time.
  if (wanted.startsWith('/auth')) return withRedirect(new URLSearchParams(wanted.split('?')[1]).get('redirect'));
  return withRedirect(wanted);
}

/** Where to go after signing in: the `redirect` query when it is a path of this app, else the home page. */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  // Only same-app paths: "//host" or "https://…" would make the login page an open redirect.
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
}

export const currentPath = () => `${window.location.pathname}${window.location.search}`;
