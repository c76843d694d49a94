import type enAccount from '../en-US/account';

/** The signed-in person's own account: the profile page. */
const account: typeof enAccount = {
  app: {
    profile: {
      details: '个人资料',
      name: '姓名',
      username: '用户名',
      email: '邮箱',
      phone: '电话',
      phone_hint: '10 或 11 位数字；可以不填',
      save: '保存资料',
      saved: '您的资料已保存',
      change_picture: '更换头像',
      remove_picture: '移除',
      picture_hint: 'PNG、JPEG、WebP 或 GIF, 最大 2 MB',
      password: '密码',
      password_hint: '修改密码后，您在其他所有设备和浏览器上的登录都会退出。',
      current_password: '当前密码',
      new_password: '新密码',
      confirm_password: '再次输入新密码',
      change_password: '修改密码',
      password_changed: '密码已修改。其他所有会话均已结束。',
      lockscreen: '锁屏',
      lock_after: '无操作多久后锁屏',
      lock_hint: '指在此浏览器中无操作的时间。输入密码即可解锁。',
      lock_minutes: '%{smart_count} 分钟 |||| %{smart_count} 分钟',
      lock_never: '从不',
      mail: '办公室邮件',
      mail_language: '我的邮件语言',
      mail_language_business: '公司默认语言',
      overdue_digest: '每天早上发送我的逾期任务邮件',
      overdue_digest_hint: '当您参与的任务已过截止日期且尚未完成时，每天发送一次。到期提醒照常发送。',
      mail_saved: '您的邮件设置已保存',
    },
  },
};

export default account;
