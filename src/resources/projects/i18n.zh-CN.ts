import type { resources } from '../../../domain/resources';
import type enProjects from './i18n.en-US';

/** The projects' screens, and their validation messages (English in domain/resources.ts). */
const projectMessages: typeof enProjects & Record<keyof (typeof resources)['projects']['messages'], string> = {
  resources: {
    projects: {
      name: '项目',
      fields: {
        id: '编号',
        customer: '客户',
        customer_name: '客户',
        customer_phone: '电话',
        customer_email: '邮箱',
        property: '房产类型',
        services: '服务',
        start_date: '开始日期',
        end_date: '结束日期',
        team: '团队',
        team_name: '团队',
        specialist: '专员',
        specialist_name: '专员',
        discount: '折扣',
        raw_address: '地址',
        location: '所在地',
        note: '备注',
        source: '来源',
        referer: '推荐人',
        description: '描述',
        status: '状态',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filters: {
        service: '服务',
        start_from: '开始日期自',
        start_to: '开始日期至',
      },
      sections: {
        work: '工程内容',
        schedule: '时间与人员',
        address: '地址',
        sale: '销售',
      },
      helpers: {
        customer: '点击选择客户',
      },
      missing_customer: '未选择客户',
      order_number: '订单号 %{id}',
      no_contracts: '暂无合同。',
      no_tasks: '暂无任务。',
      of_customer: '项目',
      none_for_customer: '该客户暂无项目。',
      action: {
        create: '新建项目',
        new_contract: '新建合同',
        new_task: '新建任务',
        briefing: '简报',
      },
      page: {
        create: '新建项目',
      },
      notifications: {
        created: '项目已创建',
        conflict: '在您编辑期间，其他人修改了此项目。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
      briefing: {
        line: '%{label}：%{value}',
        order_number: '订单号',
        name: '姓名',
        phone: '电话',
        extension: '分机 %{extension}',
        email: '邮箱',
        start_date: '开始日期',
        property: '房产类型',
        services: '服务',
        location: '所在地',
        address: '地址',
        description: '描述',
        closing: '请尽快联系客户。',
      },
    },
  },
  'validation.project.name_required': '请输入项目名称',
  'validation.project.customer_required': '请选择客户',
  'validation.project.property_required': '请选择房产类型',
  'validation.project.services_required': '请选择服务',
  'validation.project.description_required': '请填写项目描述',
  'validation.project.discount_range': '折扣应为 0 到 100 %',
  'validation.project.end_before_start': '结束日期不能早于开始日期',
};

export default projectMessages;
