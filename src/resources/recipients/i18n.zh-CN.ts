import type { resources } from '../../../domain/resources';
import type enRecipients from './i18n.en-US';

/** The recipient groups' screens, and their validation messages (English in domain/resources.ts). */
const recipientMessages: typeof enRecipients & Record<keyof (typeof resources)['recipients']['messages'], string> = {
  resources: {
    recipients: {
      name: '收件人分组 |||| 收件人分组',
      menu_label: '收件人分组',
      dashboard_label: '收件人分组',
      fields: {
        name: '分组名称',
        description: '描述',
        member_count: '成员数',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filter: {
        title: '分组包含哪些客户',
        help: '每项选择都会缩小分组范围；同一字段选多个值表示符合其中任意一个。未作任何选择时包含全部客户。',
        locale: '语言',
        status: '客户状态',
        source: '来源',
        gender: '性别',
        location: '所在地',
        location_help: '按客户资料中的写法输入地点（如 Toronto,ON），然后按回车',
        active: '是否活跃',
        active_any: '不限',
        active_only: '仅活跃客户',
        inactive_only: '仅非活跃客户',
        notification_methods: '接受的通知方式',
        created_from: '创建日期起',
        created_until: '创建日期止',
        project_status: '有项目处于状态',
        project_services: '有项目包含服务',
      },
      summary: {
        everyone: '全部客户',
        created: '创建时间',
        created_between: '%{from} 至 %{to}',
        created_from: '%{from} 及之后',
        created_until: '%{to} 及之前',
        project: '项目',
        project_status: '状态为 %{statuses}',
        project_services: '服务包含 %{services}',
        and: '，',
      },
      preview: {
        title: '预览',
        count: '%{smart_count} 位客户',
        newest: '其中最新的客户：',
        none: '没有客户符合此筛选条件。',
        invalid: '请修正筛选条件以查看其包含的客户。',
      },
      consent: {
        channel: '%{channel}：',
        title: '营销同意情况',
        audience: '可送达 %{allowed} 位；未包含：%{consent_withdrawn} 位已撤回同意，%{consent_expired} 位同意已过期，%{no_consent} 位未同意',
      },
      members: {
        title: '成员',
        name: '姓名',
        channels: '接受的通知方式',
      },
      action: {
        create: '新建分组',
      },
      notifications: {
        created: '收件人分组已创建',
        conflict: '在您编辑期间，其他人修改了此分组。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.recipient_group.name_required': '请输入分组名称',
};

export default recipientMessages;
