import { useEffect, useRef } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSidebarState, useStoreContext } from 'react-admin';

/** As docs/product.md#constants-and-limits says, a swipe opens the phone menu when it starts this close to the left edge… */
const swipeEdgeWidth = 70;
/** …and moves right further than this. */
const swipeDistance = 50;

/**
 * As docs/product.md#constants-and-limits says, under 992 px the menu folds by itself (and opens again above it); on a phone it is a drawer that a
 * swipe right from the left edge opens.
 */
export function useMenuFolding({ swipeOpens }: { swipeOpens: boolean }) {
  const isTablet = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const store = useStoreContext();
  const wasTablet = useRef<boolean>(undefined);

  // At start only a small screen folds the menu, a wide one keeps the person's last choice. It is done before the
  // menu first draws: a phone's drawer opened by the stored choice and closed at once stayed mounted, invisible, over
  // the page, hiding it from screen readers and clicks.
  if (wasTablet.current === undefined) {
    wasTablet.current = isTablet;
    if (isTablet) store.setItem('sidebar.open', false);
  }
  useEffect(() => {
    if (wasTablet.current !== isTablet) setOpen(!isTablet);
    wasTablet.current = isTablet;
  }, [isTablet, setOpen]);

  useEffect(() => {
    if (!swipeOpens) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && touch.clientX <= swipeEdgeWidth ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const across = touch.clientX - start.x;
      // Mostly sideways: a page scrolled from near the edge does not open the menu.
      if (across > swipeDistance && across > Math.abs(touch.clientY - start.y)) {
        start = null;
        setOpen(true);
      }
    };
    const onEnd = () => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [swipeOpens, setOpen]);
}
