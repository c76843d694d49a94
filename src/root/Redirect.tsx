import { useEffect } from 'react';
import { navigateTo } from './browserLocation';

/** Replaces the current address with `to` once rendered. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigateTo(to, { replace: true }), [to]);
  return null;
}
