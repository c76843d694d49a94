import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/** Records drawn at once: more than a tall screen shows, so that the later ones appear below its bottom edge. */
const firstRecords = 25;
/** Records added by each later step: few enough that putting them on the page stays a short task. */
const recordsPerStep = 25;

/**
 * Draws a page's first records at once and the others in later steps of low priority (React transitions), which
 * the browser can interrupt: a page of 100 or 1 000 records would otherwise hold it for one long task, during which
 * nothing answers a tap or a key (docs/performance.md#long-pages). Another page (another first record, page number or
 * page size) starts again from the first records; the same page read again keeps what it drew.
 */
export function ProgressiveRecords({ children }: { children: ReactNode }) {
  const list = useListContext();
  const { data } = list;
  const pageKey = `${String(data?.[0]?.id)}/${list.page}/${list.perPage}`;
  const [drawn, setDrawn] = useState({ pageKey, count: firstRecords });
  if (drawn.pageKey !== pageKey) setDrawn({ pageKey, count: firstRecords });
  const count = drawn.pageKey === pageKey ? drawn.count : firstRecords;
  const total = data?.length ?? 0;

  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setDrawn((current) => (current.pageKey === pageKey ? { pageKey, count: current.count + recordsPerStep } : current)));
  }, [count, total, pageKey]);

  return <ListContextProvider value={data && count < total ? { ...list, data: data.slice(0, count) } : list}>{children}</ListContextProvider>;
}
