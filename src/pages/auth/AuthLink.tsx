import type { MouseEvent, ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import { navigateTo } from '../../root/browserLocation';

/** A link between pages of this app, followed without reloading (a modified click opens a tab as usual). */
export function AuthLink({ to, children, ...props }: Omit<LinkProps, 'href'> & { to: string; children: ReactNode }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to);
  };
  return (
    <Link {...props} href={to} onClick={follow}>
      {children}
    </Link>
  );
}
