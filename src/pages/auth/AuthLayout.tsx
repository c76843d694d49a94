import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { productName } from '../../root/product';
import { usePageTitle } from '../../root/usePageTitle';
import { LanguageMenu } from './LanguageMenu';

export interface AuthLayoutProps {
  /** Translation key of the page's name, for the tab title and the heading. */
  titleKey: string;
  children: ReactNode;
}

/** The frame of every /auth page: product name, language switch and a card holding the page. */
export function AuthLayout({ titleKey, children }: AuthLayoutProps) {
  const translate = useTranslate();
  usePageTitle(titleKey);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageMenu />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="p" color="primary" fontWeight={700}>
              {productName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.auth.product_tagline')}
            </Typography>
          </Box>
          <Card elevation={2}>
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h1" gutterBottom>
                {translate(titleKey)}
              </Typography>
              {children}
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}
