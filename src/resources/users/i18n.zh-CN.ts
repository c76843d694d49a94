import type enUsers from './i18n.en-US';

/** The users' screens. */
const userMessages: typeof enUsers = {
  resources: {
    users: {
      name: '系统用户',
      menu_label: '系统用户',
      dashboard_label: '注册用户',
      fields: {
        username: '用户名',
        name: '姓名',
        display_name: '姓名',
        email: '邮箱',
        phone: '电话',
        roles: '角色',
        permissions: '权限标签',
        active: '启用',
        last_sign_in_at: '最近登录',
        created_at: '创建时间',
        updated_at: '更新时间',
        creator_name: '创建人',
        q: '搜索',
      },
      action: {
        grant: '角色与权限',
        end_sessions: '结束会话',
      },
      helpers: {
        roles: '访客获得员工角色后，重新登录即可看到业务内容。',
        permissions: '标签将员工限制在部分区域；不选、“所有区域”或“默认”则保留角色的全部区域。',
        active: '停用的账户无法登录。在此保存任何更改都会让该账户在所有设备上退出登录。',
      },
      active_yes: '已启用',
      active_no: '已停用',
      sections: {
        access: '访问权限',
      },
      never: '从未',
      recent_activity: '最近的登录与变更',
      no_activity: '暂无记录。',
      end_sessions_confirm: '%{name} 将在所有设备上退出登录，需要重新登录。',
      notifications: {
        sessions_ended: '该账户已在所有设备上退出登录',
        conflict: '在您编辑期间，其他人修改了此账户。请刷新页面查看他们的修改，然后重新进行您的修改。',
      },
    },
  },
};

export default userMessages;
