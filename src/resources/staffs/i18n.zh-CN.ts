import type { resources } from '../../../domain/resources';
import type enStaffs from './i18n.en-US';

/** The staffs' screens, and their validation messages (English in domain/resources.ts). */
const staffMessages: typeof enStaffs & Record<keyof (typeof resources)['staffs']['messages'], string> = {
  resources: {
    staffs: {
      name: '员工 |||| 员工',
      menu_label: '员工',
      dashboard_label: '员工',
      fields: {
        username: '用户名',
        password: '密码',
        name: '名字',
        lastname: '姓氏',
        display_name: '显示名称',
        email: '邮箱',
        phone: '电话',
        extension: '分机',
        department: '部门',
        job_title: '职位',
        location: '所在地',
        address: '地址',
        bio: '简介',
        note: '备注',
        avatar: '头像',
        roles: '角色',
        permissions: '权限',
        active: '启用',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      sections: {
        account: '账户',
        work: '工作',
        access: '访问权限',
        about: '关于',
      },
      password_helper: '至少 8 个字符，且不易猜到；员工可在个人资料中修改。',
      new_password: '新密码',
      new_password_helper: '留空则保留当前密码。设置新密码会让该员工在所有设备上退出登录。',
      access_helper: '更改角色、权限或启用状态会让该员工在所有设备上退出登录。',
      projects: '担任专员的项目',
      tasks: '任务',
      teams: '团队',
      no_projects: '没有项目以该员工为专员。',
      no_tasks: '该员工没有参与任何任务。',
      no_teams: '该员工不属于任何团队。',
      active_yes: '启用',
      active_no: '停用',
      action: {
        create: '新建员工',
      },
      notifications: {
        created: '员工已创建',
        conflict: '在您编辑期间，其他人修改了该员工。请重新加载页面查看其更改，然后再次进行您的修改。',
      },
    },
  },
  'validation.staff.username_required': '请输入用户名',
  'validation.staff.name_required': '请输入员工姓名',
  'validation.staff.display_name_required': '请输入员工显示名称',
  'validation.staff.email_required': '请输入员工邮箱',
  'validation.staff.creation_failed': '糟糕，员工创建失败！',
  'validation.staff.username_characters': '用户名只能包含字母、数字、点、短横线或下划线',
  'validation.staff.roles_required': '请至少选择一个角色',
};

export default staffMessages;
