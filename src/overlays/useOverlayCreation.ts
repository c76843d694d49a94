import { useRefresh } from 'react-admin';
import type { CreateViewProps } from '../resources/resourceModule';

/**
 * A creation form's callbacks in an overlay: a created record closes it and reloads what the page shows (its list,
 * the menu's counts, the pickers), then `afterCreated` runs; cancelling only closes it.
 */
export function useOverlayCreation(close: () => void, afterCreated?: () => void): CreateViewProps {
  const refresh = useRefresh();
  return {
    onCreated: () => {
      close();
      refresh();
      afterCreated?.();
    },
    onCancel: close,
  };
}
