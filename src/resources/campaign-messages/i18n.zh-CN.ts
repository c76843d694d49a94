import type enCampaignMessages from './i18n.en-US';

/** The campaigns' messages: the Notification screen, a campaign's delivery on its page, and sending now. */
const campaignMessages: typeof enCampaignMessages = {
  resources: {
    'campaign-messages': {
      name: '消息',
      fields: {
        created_at: '创建时间',
        campaign: '营销活动',
        campaign_title: '营销活动',
        customer_name: '客户',
        channel: '渠道',
        address: '地址',
        status: '状态',
        error: '原因',
        attempts: '尝试次数',
        sent_at: '发送时间',
      },
      statuses: {
        queued: '排队中',
        sending: '发送中',
        sent: '已发送',
        failed: '失败',
        skipped: '已跳过',
        unknown: '未知',
        outbox: '发件箱',
      },
      reasons: {
        inactive: '客户已停用',
        no_email_address: '没有邮箱地址',
        no_phone_number: '没有手机号码',
        refuses_email: '不接收邮件',
        refuses_sms: '不接收短信',
        no_consent: '未取得该渠道的营销同意',
        consent_expired: '默示同意已过期',
        consent_withdrawn: '已撤回同意（已退订）',
        server_stopped: '发送过程中服务器已停止',
      },
      delivery: {
        title: '发送情况',
        messages: '消息',
        nothing: '尚未生成任何消息：该营销活动还没有发送。',
      },
      send: '立即发送',
      send_warning: '现在就把该营销活动发送给收件人吗？开始发送后将无法修改。',
      sending: '营销活动正在发送。',
    },
  },
};

export default campaignMessages;
