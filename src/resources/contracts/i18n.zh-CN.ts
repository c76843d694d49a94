import type { resources } from '../../../domain/resources';
import type enContracts from './i18n.en-US';

/** The contracts' screens, and their validation messages (English in domain/resources.ts). */
const contractMessages: typeof enContracts & Record<keyof (typeof resources)['contracts']['messages'], string> = {
  resources: {
    contracts: {
      name: '合同',
      menu_label: '合同',
      dashboard_label: '合同',
      fields: {
        contract_number: '合同编号',
        project: '项目',
        customer_name: '客户',
        type: '类型',
        amount: '金额',
        location: '签约地点',
        representative: '代表',
        effective_date: '生效日期',
        signed: '已签署',
        signed_date: '签署日期',
        note: '备注',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filters: {
        effective_from: '生效日期自',
        effective_to: '生效日期至',
      },
      signed: '已签署',
      unsigned: '未签署',
      open_project: '打开项目',
      notifications: {
        created: '合同已添加',
        conflict: '在您编辑期间，其他人修改了此合同。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.contract.number_required': '请输入合同编号',
  'validation.contract.number_taken': '已有其他合同使用此编号',
};

export default contractMessages;
