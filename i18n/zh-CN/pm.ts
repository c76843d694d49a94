import type enPm from '../en-US/pm';

/** The PM area: the overlays that start and brief a project. */
const pm: typeof enPm = {
  app: {
    select_customer: {
      title: '选择客户',
      search: '搜索客户',
      pick: '选择%{name}',
      none: '没有匹配的客户。',
      create: '新建客户',
    },
    create_project: {
      title: '新建项目',
      notice: '此快捷表单尚未接入：提交不会保存任何内容。如需登记项目，请使用“新建项目”。',
      not_saved: '未保存任何内容。请使用“新建项目”为客户登记此项目。',
      name: '项目名称',
      phone: '电话',
      email: '邮箱',
      message: '留言',
      submit: '提交',
      use_new_project: '打开新建项目',
    },
    project_overlays: {
      no_project: '请先打开一个项目：此操作作用于项目页面上显示的项目。',
      new_contract: '新建合同',
      new_task: '新建任务',
      briefing: '项目简报',
      briefing_text: '可复制的简报',
      copy: '复制',
      copied: '简报已复制',
      copy_failed: '无法复制简报：请选中文字后手动复制。',
    },
  },
};

export default pm;
