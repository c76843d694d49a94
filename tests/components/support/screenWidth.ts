import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, and MUI's media queries then hold for no width: the screens draw their tables, as on a
 * laptop, but not what only a wide screen shows (a list's filter sidebar, from 900 px). This test's screens are drawn
 * as on a laptop 1 280 px wide: a query holds when its widths admit that width (MUI's breakpoints are
 * `(min-width:900px)` and `(max-width:599.95px)`); any other feature does not. Undone after the test.
 */
export function drawAsOnALaptop() {
  const screenWidth = 1280;
  const widthHolds = (query: string) => {
    const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return widths.length > 0 && widths.every(([, bound, px]) => (bound === 'min' ? screenWidth >= Number(px) : screenWidth <= Number(px)));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: widthHolds(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}
