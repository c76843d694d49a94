import type enCrm from '../en-US/crm';

/** The CRM area: quick search and customers. */
const crm: typeof enCrm = {
  app: {
    quick_search: {
      label: '搜索客户',
      helper: '姓名、电话、邮箱、微信、编号或地址',
      start: '输入内容以查找客户。',
      no_results: '没有与“%{term}”匹配的客户。',
      results: '找到 %{smart_count} 位客户',
      more: '匹配的客户较多，显示最新的 %{smart_count} 位：请输入更多内容缩小范围',
    },
  },
  resources: {
    customers: {
      name: '客户',
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
};

export default crm;
