import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { navigateTo } from '../../root/browserLocation';
import { AuthLayout } from './AuthLayout';

export interface MessagePageProps {
  /** The HTTP status an error page stands for, shown large. */
  code?: string;
  titleKey: string;
  textKey: string;
  action: { labelKey: string; to: string };
}

/** An auth-area page that only says something and offers one way on. */
export function MessagePage({ code, titleKey, textKey, action }: MessagePageProps) {
  const translate = useTranslate();
  return (
    <AuthLayout titleKey={titleKey}>
      {code && (
        <Typography variant="h2" component="p" color="primary" fontWeight={700} aria-hidden sx={{ mb: 1 }}>
          {code}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(textKey)}
      </Typography>
      <Button variant="contained" fullWidth onClick={() => navigateTo(action.to)}>
        {translate(action.labelKey)}
      </Button>
    </AuthLayout>
  );
}
