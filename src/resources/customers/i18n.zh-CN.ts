import type { resources } from '../../../domain/resources';
import type enCustomers from './i18n.en-US';

/** The customers' screens, and their validation messages (English in domain/resources.ts). */
const customerMessages: typeof enCustomers & Record<keyof (typeof resources)['customers']['messages'], string> = {
  resources: {
    customers: {
      name: '客户',
      menu_label: '客户',
      dashboard_label: '客户',
      fields: {
        id: '编号',
        uid: '编号',
        avatar: '头像',
        fullname: '全名',
        name: '名',
        last_name: '姓',
        organization: '单位',
        gender: '性别',
        email: '邮箱',
        phone: '电话',
        phone_extension: '分机',
        secondary_phone: '备用电话',
        secondary_phone_extension: '备用分机',
        wechat: '微信',
        wechat_added: '已加微信',
        raw_address: '地址',
        location: '所在地',
        locale: '语言',
        notification_methods: '通知方式',
        source: '来源',
        referer: '推荐人',
        note: '备注',
        active: '启用',
        status: '状态',
        creator: '创建人',
        creator_name: '创建人',
        projects: '项目',
        created_at: '创建时间',
        updated_at: '更新时间',
        q: '搜索',
      },
      sections: {
        identity: '基本信息',
        contact: '联系方式',
        address: '地址',
        relationship: '客户关系',
        record: '记录',
      },
      action: {
        create: '新建客户',
      },
      page: {
        create: '新建客户',
      },
      notifications: {
        created: '客户已创建',
        updated: '客户已保存',
        conflict: '在您编辑期间，其他人修改了此客户。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.customer.name_required': '请输入客户姓名',
  'validation.customer.phone_required': '请输入客户电话',
  'validation.customer.creation_failed': '糟糕，客户创建失败！',
};

export default customerMessages;
