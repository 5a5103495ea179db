export const journalEn = {
  title: 'Journal',
  intro: {
    label: 'How Forethought works',
    writeTitle: 'Write as you think',
    write:
      'Keep a journal here or draft chat messages in Chat. Forethought reads what you write, on this device, and offers what you meant to keep.',
    kindsTitle: 'Five kinds of thing worth keeping',
    kinds:
      'A plan is something you mean to do; an idea, something you might; a decision, something settled; a question, something still open; an insight, something you learnt. Facts about you and your habits are kept in Memory.',
    lifecycleTitle: 'They come back when they matter',
    lifecycle:
      'A kept item is Open. When you bring it up again it becomes Referenced; when it is done, Closed. Plans, ideas and questions nobody mentions for 30 days go Stale. While you write, the ones your words touch are shown beside you.',
    done: 'Got it',
  },
  sample: {
    load: 'Try a sample journal',
    loaded: 'A sample journal was added: a few weeks of entries and the items kept from them.',
    banner:
      'You are trying Forethought on a sample journal ({{entries}} entries, {{items}} items).',
    remove: 'Remove the sample',
    removed: 'The sample journal was removed.',
    removedKept:
      'The sample journal was removed. Kept what you made your own: {{items}} edited items, {{entries}} entries you corrected or filed from.',
  },
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
  outcomes: {
    label: 'What became of this entry',
    open: 'Open {{type}}: {{content}} ({{status}})',
  },
  correction: {
    edit: 'Edit',
    editLabel: 'Correct this entry',
    label: 'Corrected text',
    save: 'Save correction',
    cancel: 'Cancel',
    saved: 'Correction saved. The earlier text is kept.',
    unchanged: 'The text is unchanged; nothing was saved.',
    edited: 'edited {{time}}',
    earlier: 'Earlier texts: {{count}}',
    written: 'written {{time}}',
  },
};

export const journalZh: typeof journalEn = {
  intro: {
    label: 'Forethought 怎么用',
    writeTitle: '想到什么就写什么',
    write:
      '在这里写日记，或在“聊天”里起草消息。Forethought 在本机读你写的内容，把你想留下的东西提议出来。',
    kindsTitle: '五种值得留下的内容',
    kinds:
      '计划是你打算做的事；想法是你可能会做的事；决定是已经定下的事；问题是还没有答案的事；感悟是你学到的东西。关于你的事实和你的习惯保存在“记忆”里。',
    lifecycleTitle: '在需要时回到眼前',
    lifecycle:
      '留下的条目是“未处理”。你再次提到它，它变成“已提及”；做完了就是“已关闭”。计划、想法和问题 30 天没人提就会“搁置”。你写字时，相关的条目会显示在旁边。',
    done: '知道了',
  },
  sample: {
    load: '试用示例日记',
    loaded: '已添加示例日记：几周的日记和从中留下的条目。',
    banner: '你正在用示例日记试用 Forethought（{{entries}} 篇日记，{{items}} 个条目）。',
    remove: '移除示例',
    removed: '示例日记已移除。',
    removedKept:
      '示例日记已移除。保留了你改过的内容：{{items}} 个编辑过的条目，{{entries}} 篇你更正过或从中留下条目的日记。',
  },
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
  outcomes: {
    label: '这篇日记留下的条目',
    open: '打开{{type}}：{{content}}（{{status}}）',
  },
  correction: {
    edit: '修改',
    editLabel: '修改这篇日记',
    label: '修改后的文字',
    save: '保存修改',
    cancel: '取消',
    saved: '修改已保存，之前的文字也留着。',
    unchanged: '文字没有变化，没有保存。',
    edited: '修改于 {{time}}',
    earlier: '之前的文字：{{count}}',
    written: '写于 {{time}}',
  },
};
