import chineseMessages from 'ra-language-chinese';
import { mergeMessages } from '../mergeMessages';

// ra-language-chinese was written for react-admin 3: `navigation.prev` became `navigation.previous`, and the
// messages react-admin added since are translated here.
const { prev: _renamedInReactAdmin4, ...chineseNavigation } = chineseMessages.ra.navigation;

const reactAdmin5Additions = {
  ra: {
    action: {
      clear_array_input: '清空列表',
      create_item: '新建%{item}',
      remove_all_filters: '移除所有检索',
      reset: '重置',
      search_columns: '搜索列',
      select_all: '全选',
      select_all_button: '全选',
      select_row: '选中此行',
      update: '更新',
      move_up: '上移',
      move_down: '下移',
      open: '打开',
      toggle_theme: '切换明暗主题',
      select_columns: '列',
      update_application: '重新加载应用',
    },
    page: {
      access_denied: '拒绝访问',
      authentication_error: '认证错误',
    },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务器返回错误，无法验证您的凭据。',
      auth_error: '验证认证令牌时出错。',
      bulk_update_content: '您确定要更新%{name} %{recordRepresentation}？|||| 您确定要更新这 %{smart_count} 项？',
      bulk_update_title: '更新%{name} %{recordRepresentation} |||| 更新 %{smart_count} 项%{name}',
      clear_array_input: '您确定要清空整个列表？',
      details: '详情',
      select_all_limit_reached: '条目太多，无法全部选中。仅选中了前 %{max} 项。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: {
      clear_filters: '清除检索',
      no_filtered_results: '当前检索条件下没有%{name}。',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / 超过 %{offsetEnd}',
      current_page: '第 %{page} 页',
      page: '转到第 %{page} 页',
      first: '转到第一页',
      last: '转到最后一页',
      previous: '转到上一页',
    },
    auth: {
      email: '邮箱',
    },
    notification: {
      not_authorized: '您无权访问此资源。',
      application_update_available: '有新版本可用。',
      offline: '无网络连接，无法获取数据。',
    },
    validation: {
      unique: '必须唯一',
    },
    saved_queries: {
      label: '已保存的查询',
      query_name: '查询名称',
      new_label: '保存当前查询…',
      new_dialog_title: '将当前查询保存为',
      remove_label: '删除已保存的查询',
      remove_label_with_name: '删除查询“%{name}”',
      remove_dialog_title: '删除已保存的查询？',
      remove_message: '您确定要从已保存的查询中删除此项吗？',
      help: '检索列表后可保存此查询以便再次使用',
    },
    guesser: {
      empty: {
        title: '没有可显示的数据',
        message: '请检查您的 dataProvider',
      },
    },
    configurable: {
      customize: '自定义',
      configureMode: '配置此页面',
      inspector: {
        title: '检查器',
        content: '将鼠标悬停在界面元素上进行配置',
        reset: '重置设置',
        hideAll: '全部隐藏',
        showAll: '全部显示',
      },
      Datagrid: {
        title: '数据表格',
        unlabeled: '未命名的列 #%{column}',
      },
      SimpleForm: {
        title: '表单',
        unlabeled: '未命名的输入 #%{input}',
      },
      SimpleList: {
        title: '列表',
        primaryText: '主要文字',
        secondaryText: '次要文字',
        tertiaryText: '第三行文字',
      },
    },
  },
};

// ra-language-chinese puts English punctuation after Chinese text ("验证失败, 请重试") and spaces between words
// ("合同 列表"), which Chinese is written without: its messages that do, written as the rest of the catalog.
const inChinesePunctuation = {
  ra: {
    page: { invite: '要增加吗？', create: '新建%{name}', empty: '无%{name}', list: '%{name}列表' },
    input: {
      file: {
        upload_several: '将文件集合拖拽到这里，或点击这里选择文件集合。',
        upload_single: '将文件拖拽到这里，或点击这里选择文件。',
      },
      image: {
        upload_several: '将图片文件集合拖拽到这里，或点击这里选择图片文件集合。',
        upload_single: '将图片文件拖拽到这里，或点击这里选择图片文件。',
      },
      references: {
        all_missing: '未找到参考数据。',
        many_missing: '至少有一条参考数据不再可用。',
        single_missing: '关联的参考数据不再可用。',
      },
    },
    message: {
      are_you_sure: '您确定操作吗？',
      bulk_delete_content: '您确定要删除%{name}吗？|||| 您确定要删除 %{smart_count} 项吗？',
      bulk_delete_title: '删除%{name} |||| 删除 %{smart_count} 项%{name}',
      delete_content: '您确定要删除该条目吗？',
      error: '客户端错误导致请求未完成。',
      invalid_form: '表单输入无效。请检查错误提示',
      loading: '正在加载页面，请稍候',
      not_found: '您输入了错误的网址或者错误的链接。',
      unsaved_changes: '修改未保存。放弃修改吗？',
    },
    navigation: {
      no_more_results: '页码 %{page} 超出边界。试试上一页。',
      page_rows_per_page: '每页行数：',
    },
    auth: { sign_in_error: '验证失败，请重试' },
    notification: {
      data_provider_error: 'dataProvider 错误。请检查控制台的详细信息。',
      logged_out: '会话失效，请重新登录。',
    },
    validation: {
      oneOf: '必须为其中一项：%{options}',
      regex: '必须符合指定的格式（正则表达式）：%{pattern}',
    },
  },
};

/** ra-language-chinese brought up to react-admin 5, in Chinese punctuation. */
export default mergeMessages(
  mergeMessages({ ...chineseMessages, ra: { ...chineseMessages.ra, navigation: chineseNavigation } }, inChinesePunctuation),
  reactAdmin5Additions,
);
