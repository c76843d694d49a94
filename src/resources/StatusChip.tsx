import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/**
 * How one kind of status shows as a chip: a colour per value, the translation key of its label, and the values
 * drawn outlined rather than filled. The colours are MUI's palette names, whose text the theme keeps readable at
 * WCAG AA (src/theme/themeOptions.ts).
 */
export interface StatusLook<Value extends string> {
  colors: Record<Value, ChipProps['color']>;
  labelKey: (value: Value) => string;
  variants?: Partial<Record<Value, ChipProps['variant']>>;
}

/** A status as a small coloured chip; nothing when there is none. */
export function StatusChip<Value extends string>({ value, look }: { value?: Value | null; look: StatusLook<Value> }) {
  const translate = useTranslate();
  if (!value) return null;
  return <Chip size="small" color={look.colors[value]} variant={look.variants?.[value] ?? 'filled'} label={translate(look.labelKey(value))} />;
}
