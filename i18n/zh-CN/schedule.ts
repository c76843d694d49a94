import type enSchedule from '../en-US/schedule';

/** Marketing → Schedule: the calendar of campaigns, project starts and task deadlines. */
const schedule: typeof enSchedule = {
  app: {
    schedule: {
      today: '今天',
      back: '上一个',
      next: '下一个',
      month: '月',
      week: '周',
      legend: '颜色说明',
      campaign: '营销活动',
      project: '项目开工',
      task: '任务截止',
      project_event: '开工：%{project}',
      task_event: '截止：%{task}',
      task_done: '已完成：%{task}',
      cancelled: '%{title}（已取消）',
      time_zone: '时间按 %{zone} 显示',
      truncated: '此时段的事件多于日历所示：每类只显示前 %{count} 个。',
      load_failed: '无法加载日程。',
    },
  },
};

export default schedule;
