import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { Confirm, TextField, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { campaignActions } from '../../../domain/campaign';
import type { AppDataProvider, CampaignRecord } from '../../dataProvider';
import { useNotifyFailure } from '../../http';
import { useBusinessSettings } from '../../pages/settings/settingsQueries';
import { usePageTitle } from '../../root/usePageTitle';
import { EnumField } from '../EnumField';
import { LocaleDateField } from '../LocaleDateField';
import { DetailCell, DetailsCard, EditAction, HeaderAction, LongTextCell, RecordHeader, RecordShow, RecordStampCells } from '../RecordDetails';
import { resourcePaths } from '../resourcePaths';
import { StatusChip } from '../StatusChip';
import { campaignEnumFields, campaignStatusLook } from './campaignFields';
import { CampaignDelivery, CampaignMessages } from '../../pages/campaignMessages/CampaignDelivery';
import { CampaignAudience } from './CampaignAudience';
import { CampaignEmailPreview, CampaignSmsPreview } from './CampaignPreview';
import { RecipientsField } from './RecipientsField';
import { ScheduleDialog } from './ScheduleDialog';

/** The header's actions: those the campaign's status allows (domain `campaignActions`), to those who may write. */
function CampaignActions({ campaign }: { campaign: CampaignRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { canAccess: canWrite } = useCanAccess({ resource: 'campaigns', action: 'edit' });
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [sendingNow, setSendingNow] = useState(false);
  const changed = (messageKey: string) => () => {
    notify(messageKey, { type: 'success' });
    refresh();
  };
  const schedule = useMutation({
    mutationFn: (scheduled: string) => dataProvider.scheduleCampaign(campaign.id, scheduled),
    onSuccess: () => {
      setScheduling(false);
      changed('resources.campaigns.notifications.scheduled')();
    },
    onError: notifyFailure,
  });
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelCampaign(campaign.id),
    onSuccess: changed('resources.campaigns.notifications.cancelled'),
    onError: notifyFailure,
    onSettled: () => setCancelling(false),
  });
  const send = useMutation({
    mutationFn: () => dataProvider.sendCampaign(campaign.id),
    onSuccess: changed('resources.campaign-messages.sending'),
    onError: notifyFailure,
    onSettled: () => setSendingNow(false),
  });
  const duplicate = useMutation({
    // Keyed as a creation: the menu's counts reload.
    mutationKey: ['campaigns', 'create', 'duplicate'],
    mutationFn: () => dataProvider.duplicateCampaign(campaign.id),
    onSuccess: (copy) => {
      notify('resources.campaigns.notifications.created', { type: 'success' });
      navigate(resourcePaths.campaigns.showPath(copy.id));
    },
    onError: notifyFailure,
  });
  const test = useMutation({
    mutationFn: () => dataProvider.sendCampaignTest(campaign.id),
    onSuccess: ({ sentTo, smsTo }) =>
      notify(smsTo ? 'resources.campaigns.notifications.test_sent_with_sms' : 'resources.campaigns.notifications.test_sent', {
        type: 'success',
        messageArgs: { email: sentTo, phone: smsTo },
      }),
    onError: notifyFailure,
  });
  if (!canWrite) return null;
  const allowed = campaignActions(campaign.status);
  return (
    <>
      {allowed.schedule && (
        <HeaderAction
          labelKey={campaign.status === 'scheduled' ? 'resources.campaigns.action.reschedule' : 'resources.campaigns.action.schedule'}
          icon={<ScheduleSendIcon />}
          onClick={() => setScheduling(true)}
        />
      )}
      {allowed.send && <HeaderAction labelKey="resources.campaign-messages.send" icon={<SendIcon />} onClick={() => setSendingNow(true)} />}
      {allowed.test && <HeaderAction labelKey="resources.campaigns.action.test" icon={<SendIcon />} onClick={() => test.mutate()} />}
      {allowed.duplicate && <HeaderAction labelKey="resources.campaigns.action.duplicate" icon={<ContentCopyIcon />} onClick={() => duplicate.mutate()} />}
      {allowed.cancel && <HeaderAction labelKey="resources.campaigns.action.cancel" icon={<CancelScheduleSendIcon />} onClick={() => setCancelling(true)} />}
      {allowed.edit && <EditAction to={resourcePaths.campaigns.editPath(campaign.id)} />}
      {scheduling && (
        <ScheduleDialog open initial={campaign.scheduled} pending={schedule.isPending} onSchedule={(moment) => schedule.mutate(moment)} onClose={() => setScheduling(false)} />
      )}
      <Confirm
        isOpen={cancelling}
        loading={cancel.isPending}
        title="resources.campaigns.action.cancel"
        content="resources.campaigns.cancel_warning"
        confirm="resources.campaigns.action.cancel"
        cancel="ra.action.close"
        onConfirm={() => cancel.mutate()}
        onClose={() => setCancelling(false)}
      />
      <Confirm
        isOpen={sendingNow}
        loading={send.isPending}
        title="resources.campaign-messages.send"
        content="resources.campaign-messages.send_warning"
        confirm="resources.campaign-messages.send"
        cancel="ra.action.close"
        onConfirm={() => send.mutate()}
        onClose={() => setSendingNow(false)}
      />
    </>
  );
}

function CampaignDetails() {
  return (
    <DetailsCard>
      <DetailCell>
        <TextField source="sender" />
      </DetailCell>
      <DetailCell>
        <EnumField source="notification_channels" enumName={campaignEnumFields.notification_channels} />
      </DetailCell>
      <DetailCell>
        <EnumField source="template" enumName={campaignEnumFields.template} />
      </DetailCell>
      <DetailCell>
        <LocaleDateField source="scheduled" showTime emptyText="—" />
      </DetailCell>
      <DetailCell wide>
        <RecipientsField source="recipients_list" />
      </DetailCell>
      <LongTextCell source="description" />
      <RecordStampCells />
    </DetailsCard>
  );
}

/**
 * Why an e-mail campaign that may still go cannot: Settings has no mailing address (docs/marketing.md#sender-identification).
 * The server refuses to send or schedule it, and interrupts it when it comes due; this says so before anyone tries.
 */
function MailingAddressMissing({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const { data: settings } = useBusinessSettings();
  if (!settings || settings.company_address?.trim() || !campaign.notification_channels.includes('email') || !campaignActions(campaign.status).send) return null;
  return <Alert severity="warning">{translate('app.errors.mailing_address_missing')}</Alert>;
}

function CampaignPage() {
  const campaign = useRecordContext<CampaignRecord>();
  usePageTitle(campaign?.title ?? 'resources.campaigns.name', { smart_count: 1 });
  if (!campaign) return null;
  const withEmail = campaign.notification_channels.includes('email');
  const withSms = campaign.notification_channels.includes('sms');
  return (
    <>
      <RecordHeader
        title={campaign.title}
        subtitle={campaign.subtitle}
        status={<StatusChip value={campaign.status} look={campaignStatusLook} />}
        actions={<CampaignActions campaign={campaign} />}
      />
      <Stack spacing={2}>
        <MailingAddressMissing campaign={campaign} />
        {/* The e-mail, the tall part, beside the rest stacked; without an e-mail the rest takes the whole width. */}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: withEmail ? 5 : 12 }}>
            <Stack spacing={2}>
              <CampaignDetails />
              <CampaignAudience campaign={campaign} />
              <CampaignDelivery campaign={campaign} />
              {withSms && <CampaignSmsPreview campaign={campaign} />}
            </Stack>
          </Grid>
          {withEmail && (
            <Grid size={{ xs: 12, md: 7 }}>
              <CampaignEmailPreview campaign={campaign} />
            </Grid>
          )}
        </Grid>
        {/* The whole width: the messages' table has seven columns. */}
        <CampaignMessages campaign={campaign} />
      </Stack>
    </>
  );
}

/** /marketing/campaign/{id} (docs/product.md#screens-and-routes): the campaign, what can be done with it now, and how it reads in e-mail and SMS. */
export default function CampaignShow() {
  return (
    <RecordShow<CampaignRecord> listPath={resourcePaths.campaigns.list}>
      <CampaignPage />
    </RecordShow>
  );
}
