import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { SmsLength } from './SmsCounter';

/**
 * The campaign as a recipient gets it, rendered by the server in its template: the e-mail in a sandboxed frame
 * (`sandbox=""`: no script runs, no link navigates this page), and the SMS text with its length.
 */
export function CampaignPreview({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const preview = useQuery({
    // A saved change (a new `updated_at`) renders again.
    queryKey: ['campaigns', campaign.id, 'preview', campaign.updated_at],
    queryFn: async () => {
      try {
        return await dataProvider.getCampaignPreview(campaign.id);
      } catch (error) {
        notifyFailure(error);
        throw error;
      }
    },
  });
  const channels = campaign.notification_channels;
  return (
    <>
      {channels.includes('email') && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('resources.campaigns.preview.email')}
            </Typography>
            {preview.data ? (
              <>
                <Typography variant="subtitle2" gutterBottom>
                  {preview.data.subject}
                </Typography>
                <iframe
                  sandbox=""
                  srcDoc={preview.data.html}
                  title={translate('resources.campaigns.preview.email')}
                  style={{ width: '100%', height: 560, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 4, background: '#fff' }}
                />
              </>
            ) : (
              <LinearProgress />
            )}
          </CardContent>
        </Card>
      )}
      {channels.includes('sms') && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('resources.campaigns.preview.sms')}
            </Typography>
            {preview.data ? (
              <>
                <Typography component="p" sx={{ whiteSpace: 'pre-wrap', p: 1.5, bgcolor: 'action.hover', borderRadius: 2 }} data-testid="sms-preview">
                  {preview.data.sms}
                </Typography>
                <SmsLength text={preview.data.sms} sx={{ mt: 1 }} />
              </>
            ) : (
              <LinearProgress />
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
