import type { resources } from '../../../domain/resources';
import type enCampaigns from './i18n.en-US';

/**
 * Marketing campaigns: the list, the New Campaign drawer and page, the detail page with its preview and actions;
 * and their validation messages (English in domain/resources.ts).
 */
const campaigns: typeof enCampaigns & Record<keyof (typeof resources)['campaigns']['messages'], string> = {
  app: {
    campaigns: {
      new_campaign: '新建营销活动',
    },
  },
  /** The rich-text editor's buttons (ra-input-rich-text names them under `ra.tiptap`). */
  ra: {
    tiptap: {
      bold: '粗体',
      italic: '斜体',
      underline: '下划线',
      strike: '删除线',
      code: '代码',
      list_bulleted: '项目符号列表',
      list_numbered: '编号列表',
      link: '链接',
      blockquote: '引用',
    },
  },
  resources: {
    campaigns: {
      name: '营销活动 |||| 营销活动',
      menu_label: '营销活动',
      dashboard_label: '营销活动',
      fields: {
        title: '标题',
        subtitle: '副标题',
        sender: '发件人',
        content: '内容',
        template: '模板',
        notification_channels: '发送渠道',
        recipients_list: '收件人',
        description: '说明',
        status: '状态',
        scheduled: '计划发送时间',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filters: {
        channel: '渠道',
      },
      page: {
        create: '新建营销活动',
      },
      action: {
        create: '新建活动',
        schedule: '安排发送',
        reschedule: '更改发送时间',
        test: '给我发送测试',
        duplicate: '复制',
        cancel: '取消活动',
      },
      schedule_title: '这个活动什么时候发送？',
      cancel_warning: '已取消的活动不会发送，也不能再修改，但仍可以复制。',
      preview: {
        email: '邮件预览',
        sms: '短信内容',
      },
      sms: {
        count: '还可输入 %{remaining} 个字符 · %{smart_count} 条短信',
        gsm7: 'GSM-7：每条短信 160 个字符',
        ucs2: 'Unicode：每条短信 70 个字符',
      },
      recipient_group: '收件人分组 #%{id}',
      notifications: {
        created: '营销活动已创建',
        conflict: '在您编辑期间，其他人修改了这个活动。请重新加载页面查看他们的修改，然后再次进行您的修改。',
        scheduled: '活动已安排发送',
        cancelled: '活动已取消',
        test_sent: '测试邮件已发送至 %{email}',
        test_sent_with_sms: '测试邮件已发送至 %{email}，测试短信已发送至 %{phone}',
      },
    },
  },
  'validation.campaign.sender_required': '请输入活动发件人',
  'validation.campaign.title_required': '请输入活动标题',
  'validation.campaign.content_required': '请输入内容',
  'validation.campaign.channels_required': '请至少选择一个发送渠道',
  'validation.campaign.recipient_invalid': '请选择收件人列表或收件人分组',
  'validation.campaign.recipient_repeated': '同一收件人列表被选择了两次',
  'validation.campaign.recipient_group_missing': '该收件人分组不存在',
  'validation.campaign.recipients_required': '安排发送前，请先选择收件人',
  'validation.campaign.schedule_invalid': '请选择日期和时间',
  'validation.campaign.schedule_past': '请选择一个将来的时间',
};

export default campaigns;
