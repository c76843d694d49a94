import Box from '@mui/material/Box';
import { useLocale } from 'react-admin';
import type { Statistics } from '../../domain/resources';
import { useStatistics } from '../pages/useStatistics';

/** The count badge of a menu item (docs/product.md#side-menu), from the statistics object; nothing until it has loaded. */
export function MenuCount({ name }: { name?: keyof Statistics }) {
  const { data: statistics } = useStatistics();
  const locale = useLocale();
  const count = name === undefined ? undefined : statistics?.[name];
  if (count === undefined) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        lineHeight: '20px',
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 500,
        textAlign: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {count.toLocaleString(locale)}
    </Box>
  );
}
