import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Link, Title, useTranslate } from 'react-admin';
import { profilePath } from '../../../domain/session';

/**
 * The home page of an account without a staff role (a new registration, docs/product.md#accounts): access denied, and why, and
 * what comes next.
 */
export function AwaitingAccess() {
  const translate = useTranslate();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <Title title="app.page.dashboard" />
      <CardContent sx={{ p: 4, textAlign: 'center' }}>
        <HourglassEmptyIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('ra.page.access_denied')}
        </Typography>
        <Typography fontWeight={600} gutterBottom>
          {translate('app.dashboard.awaiting_access_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.dashboard.awaiting_access_text')}
        </Typography>
        <Button component={Link} to={profilePath} variant="outlined">
          {translate('app.page.profile')}
        </Button>
      </CardContent>
    </Card>
  );
}
