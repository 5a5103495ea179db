export const workspaceEn = {
  title: 'Workspace',
  mode: {
    label: 'Write a',
    journal: 'Journal entry',
    chat: 'Chat message',
  },
  tabs: {
    label: 'Parts of the workspace',
    write: 'Write',
    recall: 'Recalled ({{count}})',
    board: 'Board',
  },
  recentEntries: 'Latest entries',
  allEntries: 'All entries',
};

export const workspaceZh: typeof workspaceEn = {
  title: '工作台',
  mode: {
    label: '写一条',
    journal: '日记',
    chat: '聊天消息',
  },
  tabs: {
    label: '工作台的各部分',
    write: '写',
    recall: '想起的（{{count}}）',
    board: '看板',
  },
  recentEntries: '最近的日记',
  allEntries: '全部日记',
};
