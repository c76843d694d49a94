import type enLayout from '../en-US/layout';

/** The frame around every screen: menu, top bar, theme settings, breadcrumbs, footer. */
const layout: typeof enLayout = {
  app: {
    menu: {
      dashboard: '概览',
      crm: '客户管理',
      quick_search: '快速搜索',
      pm: '项目管理',
      marketing: '市场营销',
      schedule: '日程',
      notification: '通知',
      system: '系统',
      settings: '设置',
      admin: '内部管理',
      audit: '审计日志',
      trash: '回收站',
      profile: '编辑个人资料',
    },
    top_bar: {
      search: '搜索',
      search_placeholder: '搜索客户…',
      create: '新建',
      new_customer: '新建客户',
      new_project: '新建项目',
      quick_project: '新建项目（快捷表单）',
    },
    bookmarks: {
      title: '书签',
      add: '将此页加入书签',
      remove_current: '从书签中移除此页',
      remove: '从书签中移除 %{page}',
      none: '还没有书签',
      limit: '书签最多只能添加三个页面。',
    },
    user_menu: {
      greeting: '您好，%{name}',
      username: '用户名',
      billing_plan: '付费方案',
      professional: '专业版',
      roles: '角色',
      email: '邮箱',
      phone: '电话',
      edit_profile: '编辑个人资料',
    },
    theme_settings: {
      title: '主题设置',
      close: '关闭主题设置',
      menu_layout: '菜单布局',
      menu_layouts: { left: '左侧菜单', top: '顶部菜单', none: '无菜单' },
      menu_color: '菜单颜色',
      menu_colors: { gray: '灰色', white: '白色', dark: '深色' },
      left_menu_width: '左侧菜单宽度：%{width} 像素',
      primary_color: '主色调',
      custom_color: '其他颜色',
      router_animation: '页面动画',
      router_animations: {
        'slide-fadein-up': '向上滑入',
        'slide-fadein-right': '向右滑入',
        'zoom-fadein': '缩放淡入',
        fadein: '淡入',
        none: '无',
      },
      reset: '恢复默认设置',
    },
    breadcrumbs: {
      label: '当前位置',
    },
    footer: {
      version: '版本 %{version}',
    },
  },
};

export default layout;
