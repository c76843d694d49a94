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
