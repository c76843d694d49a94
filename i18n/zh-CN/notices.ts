import type enNotices from '../en-US/notices';

/** In-app notices (domain/notice.ts): the dashboard's card, each kind's sentence with its parameters. */
const notices: typeof enNotices = {
  app: {
    notices: {
      title: '通知',
      none: '暂无通知。任务到期提醒会显示在这里。',
      unread: '%{smart_count}条未读',
      mark_read: '标为已读',
      mark_done: '标为完成',
      unnamed: '未命名',
      kinds: {
        task_due: '“%{task}”于%{deadline}到期：%{customer}的项目%{project}',
        quote_accepted: '%{customer}接受了报价%{quote}，金额%{total}；已创建合同%{contract}',
      },
    },
  },
};

export default notices;
