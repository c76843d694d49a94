import type { CampaignMessageReason } from '../../../domain/campaignMessage';

/** The campaigns' messages: the Notification screen, a campaign's delivery on its page, and sending now. */
const campaignMessages = {
  resources: {
    'campaign-messages': {
      name: 'Message |||| Messages',
      fields: {
        created_at: 'Created',
        campaign: 'Campaign',
        campaign_title: 'Campaign',
        customer_name: 'Customer',
        channel: 'Channel',
        address: 'Address',
        status: 'Status',
        error: 'Reason',
        attempts: 'Attempts',
        sent_at: 'Sent',
      },
      statuses: {
        queued: 'Queued',
        sending: 'Sending',
        sent: 'Sent',
        failed: 'Failed',
        skipped: 'Skipped',
        unknown: 'Unknown',
        outbox: 'Outbox',
      },
      reasons: {
        inactive: 'Customer inactive',
        no_email_address: 'No e-mail address',
        no_phone_number: 'No phone number',
        refuses_email: 'Does not accept e-mail',
        refuses_sms: 'Does not accept SMS',
        no_consent: 'No marketing consent for this channel',
        consent_expired: 'Implied consent had expired',
        consent_withdrawn: 'Consent withdrawn (unsubscribed)',
        server_stopped: 'The server stopped while sending it',
      } satisfies Record<CampaignMessageReason, string>,
      delivery: {
        title: 'Delivery',
        messages: 'Messages',
        nothing: 'No message has been written yet: the campaign has not been sent.',
      },
      send: 'Send now',
      send_warning: 'Send this campaign to its recipients now? It cannot be changed once it is sending.',
      sending: 'The campaign is being sent.',
    },
  },
};

export default campaignMessages;
