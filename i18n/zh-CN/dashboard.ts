import type enDashboard from '../en-US/dashboard';

/** The dashboard: counts, my tasks, the newest records and the charts. */
const dashboard: typeof enDashboard = {
  app: {
    dashboard: {
      welcome: '欢迎，%{name}',
      overview: '业务数据一览',
      awaiting_access_title: '您的账户正在等待授权',
      awaiting_access_text: '每个账户的角色由贵公司的超级管理员分配。分配后，请退出并重新登录以查看业务数据。',
      my_tasks: '我的任务',
      no_tasks: '您目前没有任务。',
      tasks_not_allowed: '您的角色不包含项目任务。',
      due: '%{date} 截止',
      no_deadline: '无截止日期',
      urgent: '紧急',
      done: '已完成',
      open: '未完成',
      quotes_awaiting: '待答复报价',
      quotes_awaiting_value: '总值 %{value}',
      recent_customers: '新客户',
      recent_projects: '新项目',
      nothing_yet: '暂无内容。',
      see_all: '查看全部',
      load_failed: '无法加载。请稍后再试。',
      charts: '趋势',
      new_customers_by_month: '每月新客户',
      customers_by_source: '客户来源',
      projects_by_status: '项目状态',
      other_sources: '其他来源',
      count: '数量',
    },
  },
};

export default dashboard;
