export const journalEn = {
  title: 'Journal',
  compose: 'New entry',
  placeholder: 'What are you planning, wondering, deciding? (Ctrl+Enter saves)',
  save: 'Save entry',
  saved: 'Entry saved.',
  empty: 'No entries yet. Write your first one above.',
  entries: 'Entries',
  showMore: 'Show older entries',
  selectHint: 'Select a sentence in an entry to file it as an item.',
  selection: {
    label: 'File the selected text as',
    dismiss: 'Clear selection',
  },
  itemMade: 'Filed as {{type}} on the board.',
  itemsFromEntry: 'Items from this entry: {{count}}',
};

export const journalZh: typeof journalEn = {
  title: '日记',
  compose: '新日记',
  placeholder: '你在计划、琢磨、决定什么？（Ctrl+Enter 保存）',
  save: '保存日记',
  saved: '日记已保存。',
  empty: '还没有日记。在上面写下第一篇吧。',
  entries: '日记',
  showMore: '显示更早的日记',
  selectHint: '在日记里选中一句话，就能把它记成一个条目。',
  selection: {
    label: '把选中的文字记为',
    dismiss: '取消选择',
  },
  itemMade: '已作为「{{type}}」放到看板上。',
  itemsFromEntry: '来自这篇的条目：{{count}}',
};
