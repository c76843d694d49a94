import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CampaignPreview } from '../../../domain/campaign';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { TitledCard } from '../RecordDetails';
import { countSms } from '../../../domain/smsSegments';
import { SmsLength } from './SmsCounter';

/**
 * A titled card showing one part of the campaign as a recipient gets it, rendered by the server in its template.
 * The e-mail's and the SMS's cards share the one query.
 */
function PreviewCard({ campaign, titleKey, children }: { campaign: CampaignRecord; titleKey: string; children: (preview: CampaignPreview) => ReactNode }) {
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
  return (
    <TitledCard title={translate(titleKey)}>{preview.data ? children(preview.data) : <LinearProgress />}</TitledCard>
  );
}

/** The e-mail in a sandboxed frame (`sandbox=""`: no script runs, no link navigates this page). */
export function CampaignEmailPreview({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  return (
    <PreviewCard campaign={campaign} titleKey="resources.campaigns.preview.email">
      {({ subject, html }) => (
        <>
          <Typography variant="subtitle2" gutterBottom>
            {subject}
          </Typography>
          <iframe
            sandbox=""
            srcDoc={html}
            title={translate('resources.campaigns.preview.email')}
            style={{ width: '100%', height: 560, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 4, background: '#fff' }}
          />
        </>
      )}
    </PreviewCard>
  );
}

/** The SMS text with its length. */
export const CampaignSmsPreview = ({ campaign }: { campaign: CampaignRecord }) => (
  <PreviewCard campaign={campaign} titleKey="resources.campaigns.preview.sms">
    {({ sms }) => (
      <>
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap', p: 1.5, bgcolor: 'action.hover', borderRadius: 2 }} data-testid="sms-preview">
          {sms}
        </Typography>
        <SmsLength count={countSms(sms)} sx={{ mt: 1 }} />
      </>
    )}
  </PreviewCard>
);
