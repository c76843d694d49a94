import type enShell from '../en-US/shell';

/** Pages, auth, errors. */
const shell: typeof enShell = {
  app: {
    page: {
      dashboard: '概览',
      quick_search: '快速搜索',
      forgot_password: '忘记密码',
      lockscreen: '已锁定',
      not_found: '页面不存在',
      server_error: '服务器错误',
      profile: '编辑个人资料',
    },
    action: {
      language: '语言',
      reload: '重新加载',
    },
    errors: {
      something_wrong: '出了点问题，请稍后再试…',
      unknown: '未知错误，请稍后再试…',
      timeout: '服务器未及时响应，请稍后再试…',
      load_failed: '应用的这一部分无法加载。可能发布了新版本：请重新加载页面。',
      wrong_password: '密码不正确。',
      username_taken: '该用户名已被使用。',
      email_taken: '该邮箱已被使用。',
      file_too_large: '文件过大：图片最大为 2 MB。',
      unsupported_file_type: '只能上传 PNG、JPEG、WebP 或 GIF 图片。',
    },
    auth: {
      product_tagline: '客户、项目与营销的后台管理',
      sign_in: '登录',
      sign_in_title: '登录您的账户',
      sign_up: '注册',
      sign_up_title: '创建您的账户',
      no_account: '还没有账户？',
      have_account: '已有账户？',
      forgot_password: '忘记密码？',
      back_to_login: '返回登录',
      username: '用户名',
      password: '密码',
      name: '姓名',
      email: '邮箱',
      username_hint: '3 到 50 个字母、数字、点、横线或下划线',
      password_hint: '至少 8 个字符',
      register_access_note: '新账户在贵公司的超级管理员为其分配角色后，才能查看业务数据。',
      logged_in_title: '登录成功',
      logged_in_text: '您已成功登录 %{product}',
      registered_title: '注册成功',
      registered_text: '您已成功注册！',
      forgot_password_text: '密码由管理员重置。请联系贵公司的超级管理员为您的账户设置新密码。',
      lockscreen_text: '一段时间无操作后屏幕已锁定。请输入密码，回到您离开的地方继续。',
      unlock: '解锁',
      not_you: '不是 %{name}？',
      sign_out: '退出登录',
      not_found_text: '您访问的页面不存在或已被移动。',
      server_error_text: '服务器出现问题，请稍后再试。',
      go_home: '前往概览',
    },
  },
};

export default shell;
