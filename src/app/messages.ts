export const shellEn = {
  nav: {
    label: 'Sections',
    journal: 'Journal',
    chat: 'Chat',
    import: 'Import',
    board: 'Board',
    settings: 'Settings',
  },
  tagline: 'What you meant to do, brought back when it matters.',
};

export const shellZh: typeof shellEn = {
  nav: {
    label: '分区',
    journal: '日记',
    chat: '聊天',
    import: '导入',
    board: '看板',
    settings: '设置',
  },
  tagline: '你想做的事，在需要时回到眼前。',
};
