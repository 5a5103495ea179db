export const searchEn = {
  open: 'Search',
  shortcut: 'Ctrl+K',
  title: 'Search everything',
  label: 'Search items, facts, habits, entries and messages',
  placeholder: 'By meaning or by words, in either language…',
  close: 'Close',
  idle: 'Type to search your items, facts and habits, journal entries and conversations.',
  waiting: 'Searching…',
  empty: 'Nothing you kept matches. Try other words.',
  groups: {
    items: 'Plans, ideas and other items',
    fact: 'Facts about you',
    habit: 'Your habits',
    episodes: 'Entries and messages',
  },
  episodeKind: {
    'journal-entry': 'Journal',
    'journal-correction': 'Journal, corrected',
    'chat-turn': 'Chat',
  },
  more: 'Show all',
  less: 'Show less',
};

export const searchZh: typeof searchEn = {
  open: '搜索',
  shortcut: 'Ctrl+K',
  title: '搜索全部',
  label: '搜索条目、事实、习惯、日记和消息',
  placeholder: '按意思或字词搜索，中英文皆可……',
  close: '关闭',
  idle: '输入内容，搜索你的条目、事实和习惯、日记和对话。',
  waiting: '搜索中……',
  empty: '没有匹配的内容。换个说法试试。',
  groups: {
    items: '计划、想法等条目',
    fact: '关于你的事实',
    habit: '你的习惯',
    episodes: '日记和消息',
  },
  episodeKind: {
    'journal-entry': '日记',
    'journal-correction': '日记（已更正）',
    'chat-turn': '聊天',
  },
  more: '展开全文',
  less: '收起',
};
