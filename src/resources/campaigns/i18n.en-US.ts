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
      align_left: 'Align left',
      align_center: 'Center',
      align_right: 'Align right',
      align_justify: 'Justify',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      link: 'Link',
      blockquote: 'Quote',
      clear_format: 'Clear formatting',
    },
  },
  resources: {
    campaigns: {
      name: 'Campaign |||| Campaigns',
      fields: {
        id: 'ID',
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
      schedule: {
        title: 'When should this campaign go out?',
        help: 'In your time zone. The campaign needs recipients.',
      },
      cancel: {
        title: 'Cancel this campaign?',
        content: 'A cancelled campaign is never sent and cannot be changed again. You can still duplicate it.',
      },
      preview: {
        email: 'E-mail preview',
        email_frame: 'The campaign e-mail as recipients will see it',
        subject: 'Subject: %{subject}',
        sms: 'SMS text',
      },
      sms: {
        count: '%{remaining} characters left · %{smart_count} SMS |||| %{remaining} characters left · %{smart_count} SMS',
        gsm7: 'GSM-7: 160 characters per SMS',
        ucs2: 'Chinese or special characters: 70 characters per SMS',
      },
      recipient_group: 'Recipient group #%{id}',
      no_subtitle: 'No subtitle',
      notifications: {
        created: 'Campaign created',
        conflict: 'Someone else changed this campaign while you were editing. Reload the page to see their changes, then make yours again.',
        scheduled: 'Campaign scheduled',
        cancelled: 'Campaign cancelled',
        duplicated: 'A draft copy of the campaign was created',
        test_sent: 'Test e-mail sent to %{email}',
      },
    },
  },
};

export default campaigns;
