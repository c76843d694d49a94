import type { resources } from '../../../domain/resources';
import type enTeams from './i18n.en-US';

/** The teams' screens, and their validation messages (English in domain/resources.ts). */
const teamMessages: typeof enTeams & Record<keyof (typeof resources)['teams']['messages'], string> = {
  resources: {
    teams: {
      name: '团队',
      menu_label: '团队列表',
      dashboard_label: '团队',
      fields: {
        name: '团队名称',
        alias: '别名',
        members: '成员',
        member_names: '成员',
        leader: '负责人',
        leader_name: '负责人',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      action: {
        create: '新建团队',
      },
      notifications: {
        created: '团队已创建',
        conflict: '在您编辑期间，其他人修改了此团队。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.team.name_required': '请输入团队名称',
  'validation.team.leader_not_member': '团队负责人必须是团队成员',
};

export default teamMessages;
