import { Suspense, type ComponentType } from 'react';
import { loginPath } from '../../authProvider';
import { lazyChunk } from '../../root/lazyChunk';
import { Redirect } from '../../root/Redirect';
import { LockscreenPage } from './LockscreenPage';
import { LoginPage } from './LoginPage';
import { MessagePage } from './MessagePage';
import { notFoundPath } from './notFoundPath';

const RegisterPage = lazyChunk(() => import('./RegisterPage'));

const home = { labelKey: 'app.auth.go_home', to: '/dashboard' };

/** The pages under /auth (SPEC §2.2): public, and rendered without the admin app. */
const authPages: Record<string, ComponentType> = {
  [loginPath]: LoginPage,
  '/auth/register': () => (
    <Suspense>
      <RegisterPage />
    </Suspense>
  ),
  '/auth/forgot-password': () => (
    <MessagePage
      titleKey="app.page.forgot_password"
      textKey="app.auth.forgot_password_text"
      action={{ labelKey: 'app.auth.back_to_login', to: loginPath }}
    />
  ),
  '/auth/lockscreen': LockscreenPage,
  [notFoundPath]: () => <MessagePage code="404" titleKey="app.page.not_found" textKey="app.auth.not_found_text" action={home} />,
  '/auth/500': () => <MessagePage code="500" titleKey="app.page.server_error" textKey="app.auth.server_error_text" action={home} />,
};

export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/** '/auth' opens the login page; an unknown /auth path, the 404 page. */
export function AuthPages({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/auth') return <Redirect to={loginPath} />;
  const Page = authPages[path];
  return Page ? <Page /> : <Redirect to={notFoundPath} />;
}
