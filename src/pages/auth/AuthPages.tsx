import { Suspense, type ComponentType } from 'react';
import { resetPasswordPath } from '../../../domain/session';
import { loginPath } from '../../authProvider';
import { lazyChunk } from '../../root/lazyChunk';
import { Redirect } from '../../root/Redirect';
import { LockscreenPage } from './LockscreenPage';
import { LoginPage } from './LoginPage';
import { MessagePage } from './MessagePage';
import { notFoundPath } from './notFoundPath';

// These validate with zod, which the sign-in page does without.
const RegisterPage = lazyChunk(() => import('./RegisterPage'));
const ForgotPasswordPage = lazyChunk(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazyChunk(() => import('./ResetPasswordPage'));

const onDemand = (Page: ComponentType) => () => (
  <Suspense>
    <Page />
  </Suspense>
);

const home = { labelKey: 'app.auth.go_home', to: '/dashboard' };

/** The pages under /auth (docs/product.md#sign-in-pages): public, and rendered without the admin app. */
const authPages: Record<string, ComponentType> = {
  [loginPath]: LoginPage,
  '/auth/register': onDemand(RegisterPage),
  '/auth/forgot-password': onDemand(ForgotPasswordPage),
  [resetPasswordPath]: onDemand(ResetPasswordPage),
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
