import type enRecords from '../en-US/records';

/** Parts every record screen shares: address search and history. */
const records: typeof enRecords = {
  app: {
    pages: {
      jump: '跳至页',
      out_of_range: '请输入 1 到 %{last} 之间的页码',
    },
    address: {
      search: '搜索地址',
      helper: '选择一条建议即可填入地址和所在地',
    },
    history: {
      title: '历史记录',
      empty: '此记录尚无任何历史。',
      note_label: '添加备注',
      note_placeholder: '沟通了什么？下一步是什么？',
      save_note: '保存备注',
      note_saved: '备注已保存',
      someone: '某人',
      created: '%{name} 创建了此记录',
      deleted: '%{name} 将此记录移入了回收站',
      restored: '%{name} 从回收站恢复了此记录',
      imported: '%{name} 从文件 %{file} 导入了此记录',
      wrote: '%{name} 写了一条备注',
      changed: '%{name} 将 %{field} 从 %{from} 改为 %{to}',
      set: '%{name} 将 %{field} 设为 %{to}',
      cleared: '%{name} 清空了 %{field}',
      merged: '%{name} 将 %{merged} 合并到此记录',
      consent: '%{name} 记录了营销许可',
      the_customer: '客户',
      quote_sent: '%{name} 通过电子邮件将报价 %{quote} 发送给了客户',
      quote_sms: {
        sent: '同时发送了附有链接的短信',
        not_configured: '未发送短信：此服务器未配置短信',
        no_sender: '未发送短信：设置中没有短信发送方',
        failed: '短信发送失败：%{error}',
      },
      quote_accepted: '客户在报价页面以 %{total} 接受了报价 %{quote}，并生成了合同 %{contract}',
      quote_declined: '客户在报价页面拒绝了报价 %{quote}',
      quote_expired: '报价 %{quote} 已过期：有效期至 %{day}',
    },
  },
};

export default records;
