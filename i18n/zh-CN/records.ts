import type enRecords from '../en-US/records';

/** Parts every record screen shares: address search and history. */
const records: typeof enRecords = {
  app: {
    export: {
      progress: '正在导出… %{percent}%',
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
    },
  },
};

export default records;
