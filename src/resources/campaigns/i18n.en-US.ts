/** Marketing campaigns: the list, the New Campaign drawer and page, the detail page with its preview and actions. */
const campaigns = {
  app: {
    campaigns: {
      new_campaign: 'New Campaign',
    },
  },
  /** The rich-text editor's buttons (ra-input-rich-text names them under `ra.tiptap`). */
  ra: {
    tiptap: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      link: 'Link',
      blockquote: 'Quote',
    },
  },
  resources: {
    campaigns: {
      name: 'Campaign |||| Campaigns',
      menu_label: 'Campaigns',
      dashboard_label: 'Campaigns',
      fields: {
        title: 'Title',
        subtitle: 'Subtitle',
        sender: 'Sender',
        content: 'Content',
        template: 'Template',
        notification_channels: 'Channels',
        recipients_list: 'Recipients',
        description: 'Description',
        status: 'Status',
        scheduled: 'Scheduled for',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      filters: {
        channel: 'Channel',
      },
      page: {
        create: 'New Campaign',
      },
      action: {
        create: 'New campaign',
        schedule: 'Schedule',
        reschedule: 'Reschedule',
        test: 'Send me a test',
        duplicate: 'Duplicate',
        cancel: 'Cancel campaign',
      },
      schedule_title: 'When should this campaign go out?',
      cancel_warning: 'A cancelled campaign is never sent and cannot be changed. It can still be duplicated.',
      preview: {
        email: 'E-mail preview',
        sms: 'SMS text',
      },
      sms: {
        count: '%{remaining} characters left · %{smart_count} SMS',
        gsm7: 'GSM-7: 160 per SMS',
        ucs2: 'Unicode: 70 per SMS',
      },
      recipient_group: 'Recipient group #%{id}',
      notifications: {
        created: 'Campaign created',
        conflict: 'Someone else changed this campaign while you edited it. Reload the page and make your changes again.',
        scheduled: 'Campaign scheduled',
        cancelled: 'Campaign cancelled',
        test_sent: 'Test e-mail sent to %{email}',
        test_sent_with_sms: 'Test e-mail sent to %{email} and test SMS to %{phone}',
      },
    },
  },
};

export default campaigns;
