import type enSupport from '../en-US/support';

/** The support chat between staff and the support desk. */
const support: typeof enSupport = {
  app: {
    support: {
      open: '客服聊天',
      open_unread: '客服聊天，%{smart_count} 条未读',
      title: '客服支持',
      subtitle: '向客服台提问；超级管理员会在这里回复',
      desk_title: '客服台',
      desk_subtitle: '与员工的对话',
      back: '返回对话列表',
      messages: '消息',
      empty: '还没有消息。给客服台留言：超级管理员会在这里回复。',
      desk_empty: '此对话还没有消息。',
      no_conversations: '还没有员工给客服台留言。',
      load_failed: '无法加载消息。请稍后再试。',
      message_label: '您的消息',
      reply_label: '您的回复',
      send: '发送',
      desk_author: '%{name}（客服台）',
    },
  },
};

export default support;
