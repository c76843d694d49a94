import type enCrm from '../en-US/crm';

/** The CRM area: quick search. */
const crm: typeof enCrm = {
  app: {
    quick_search: {
      label: '搜索客户',
      helper: '姓名、电话、邮箱、微信、编号或地址',
      start: '输入内容以查找客户。',
      no_results: '没有与“%{term}”匹配的客户。',
      results: '找到 %{smart_count} 位客户',
      more: '匹配的客户较多，显示最新的 %{smart_count} 位：请输入更多内容缩小范围',
      projects: '找到 %{smart_count} 个项目',
      projects_more: '匹配的项目较多，显示最新的 %{smart_count} 个',
      all_projects: '在项目列表中查看所有匹配的项目',
    },
  },
};

export default crm;
