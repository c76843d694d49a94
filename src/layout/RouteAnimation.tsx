import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import type { RouterAnimation } from '../theme/themeSettings';
import { useThemeSettings } from '../theme/useThemeSettings';

// Only the start is given: once played, the page keeps no transform that would pin its fixed-position parts.
const animations: Record<Exclude<RouterAnimation, 'none'>, string> = {
  'slide-fadein-up': keyframes`from { opacity: 0; transform: translateY(24px); }`,
  'slide-fadein-right': keyframes`from { opacity: 0; transform: translateX(-24px); }`,
  'zoom-fadein': keyframes`from { opacity: 0; transform: scale(0.97); }`,
  fadein: keyframes`from { opacity: 0; }`,
};

/** Plays the router animation of the theme settings each time the page changes. */
export function RouteAnimation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { routerAnimation } = useThemeSettings().settings;
  return (
    <Box
      key={pathname}
      sx={{
        flex: '1 0 auto',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        animation: routerAnimation === 'none' ? 'none' : `${animations[routerAnimation]} 0.3s ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
