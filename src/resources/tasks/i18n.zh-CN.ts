import type { resources } from '../../../domain/resources';
import type enTasks from './i18n.en-US';

/** The tasks' screens, and their validation messages (English in domain/resources.ts). */
const taskMessages: typeof enTasks & Record<keyof (typeof resources)['tasks']['messages'], string> = {
  resources: {
    tasks: {
      name: '任务',
      menu_label: '任务列表',
      dashboard_label: '任务',
      fields: {
        name: '任务名称',
        project: '项目',
        customer_name: '项目',
        urgent: '紧急',
        participants: '参与人',
        participant_names: '参与人',
        deadline: '截止日期',
        types: '任务类型',
        description: '描述',
        done: '已完成',
        done_at: '完成时间',
        creator_name: '创建人',
        created_at: '创建时间',
        updated_at: '更新时间',
      },
      filters: {
        deadline_from: '截止日期自',
        deadline_to: '截止日期至',
      },
      mine: '我的任务',
      all: '全部任务',
      none_mine: '暂无待办：没有任务指派给您。',
      for_project: '所属项目：%{project}',
      done: '已完成',
      open_project: '打开项目',
      action: {
        mark_done: '将“%{name}”标记为已完成',
        reopen: '将“%{name}”标记为未完成',
      },
      notifications: {
        created: '任务已创建',
        done: '任务已完成',
        reopened: '任务已重新打开',
        conflict: '在您编辑期间，其他人修改了此任务。请重新加载页面查看他们的修改，然后再次进行您的修改。',
      },
    },
  },
  'validation.task.project_required': '请选择项目',
  'validation.task.name_required': '请输入任务名称',
  'validation.task.participants_required': '请至少选择一名参与人',
  'validation.task.deadline_required': '请选择截止日期',
  'validation.task.types_required': '请至少选择一种任务类型',
  'validation.task.description_required': '请输入任务描述',
};

export default taskMessages;
