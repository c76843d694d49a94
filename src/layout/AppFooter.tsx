import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { version } from '../../package.json';
import { productName } from '../root/product';

/** Product name, year and version under every page (docs/product.md#layout). */
export function AppFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', pt: 3, pb: 2, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
      {productName} © {new Date().getFullYear()} · {translate('app.footer.version', { version })}
    </Box>
  );
}
