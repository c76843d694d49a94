import type { resources } from '../../../domain/resources';
import type enContractors from './i18n.en-US';

/** The contractors' screens, and their validation messages (English in domain/resources.ts). */
const contractorMessages: typeof enContractors & Record<keyof (typeof resources)['contractors']['messages'], string> = {
  resources: {
    contractors: {
      name: '承包商',
      menu_label: '承包商',
      dashboard_label: '承包商',
      fields: {
        name: '姓名',
        company: '公司',
        type: '工种',
        phone: '电话',
        email: '邮箱',
        location: '所在地',
        address: '地址',
        license_number: '执照编号',
        insurance_expiry: '保险到期日',
        rating: '评分',
        note: '备注',
        active: '启用',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filters: {
        insurance: '保险',
        insurance_expiring: '30 天内到期',
      },
      sections: {
        identity: '承包商',
        contact: '联系方式',
        papers: '执照与保险',
      },
      active: '启用',
      inactive: '停用',
      rating_of: '%{rating} 星（满分 %{max} 星）',
      action: {
        create: '新建承包商',
      },
      notifications: {
        created: '承包商已创建',
        conflict: '在您编辑期间，其他人修改了此承包商。请重新加载页面查看其修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.contractor.name_required': '请输入承包商姓名',
  'validation.contractor.type_required': '请选择工种',
  'validation.contractor.phone_required': '请输入承包商电话',
  'validation.contractor.rating_range': '评分为 1 到 5 的整数',
};

export default contractorMessages;
