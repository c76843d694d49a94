import type enAdmin from '../en-US/admin';

/** Admin (Internal): the audit log. */
const admin: typeof enAdmin = {
  resources: {
    trash: {
      name: '回收站 |||| 回收站',
      fields: {
        label: '记录',
        resource: '类型',
        deleted_by_name: '删除人',
        deleted_at: '删除时间',
        merged_into: '原因',
      },
      merged: '已合并到另一位客户',
      action: {
        restore: '恢复',
        restore_record: '恢复 %{label}',
      },
      notifications: {
        restored: '%{label} 已恢复',
      },
    },
    audit: {
      name: '审计日志',
      fields: {
        at: '时间',
        action: '操作',
        actor_name: '操作人',
        subject_name: '账户',
        account: '账户',
        detail: '详情',
        address: '地址',
        user_agent: '浏览器',
      },
      filters: {
        from: '开始日期',
        to: '结束日期',
      },
      action: {
        open: '审计日志',
      },
      actions: {
        sign_in: '登录成功',
        sign_in_failed: '登录失败',
        access_refused: '拒绝访问',
        roles_changed: '角色变更',
        permissions_changed: '权限标签变更',
        active_changed: '启用状态变更',
        password_set: '设置密码',
        password_changed: '修改密码',
        password_reset: '重置密码',
        sessions_ended: '结束会话',
        record_deleted: '删除记录',
        record_restored: '恢复记录',
        customers_merged: '合并客户',
        customers_imported: '导入客户',
        customer_import_undone: '撤销客户导入',
        consent_recorded: '记录营销许可',
      },
      reasons: {
        unknown_account: '账户不存在',
        wrong_password: '密码错误',
        inactive: '账户已停用',
        throttled: '失败次数过多',
      },
      refusals: {
        own_standing: '自己的角色、权限或启用状态',
        own_password: '自己的密码',
        elevated_role: '管理员角色只能由超级管理员授予',
        elevated_account: '管理员账户只能由超级管理员管理',
        last_superadmin: '最后一位启用的超级管理员',
      },
    },
  },
};

export default admin;
