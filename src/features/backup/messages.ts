export const backupEn = {
  title: 'Export and import',
  body: 'A backup file holds everything: items with their versions and history, facts and habits, journal entries, conversations and settings.',
  exportJson: 'Export backup (JSON)',
  exportMarkdown: 'Export board (Markdown)',
  importLabel: 'Import a backup file',
  importing: 'Importing…',
  progressLabel: 'Reading the backup',
  cancel: 'Cancel import',
  cancelled: 'The import was cancelled. Nothing was changed.',
  imported: 'Imported: {{added}} new items, {{updated}} updated, {{kept}} already here.',
  textsKept: '{{count}} item texts that lost to a later version were kept in the item’s history.',
  entriesJoined:
    '{{count}} journal entries differed from the file’s copy: the later text is current, the other kept among its earlier texts.',
  archivesKept:
    '{{count}} archived items stay archived: the file’s copy was not archived, but records no restore.',
  memoriesMerged: 'Facts and habits: {{added}} new, {{updated}} updated.',
  alsoAdded:
    'Also added: {{sources}} entries or conversations, {{turns}} chat turns, {{history}} history records. {{kept}} records already here were kept as they were.',
  withheld:
    'Not taken from the backup: {{list}}. A file never switches on anything that sends your data away or downloads models. To use them, turn them on in Settings under “Models” or “Classifying what you write”, where you are asked first.',
  setting: {
    modelTier: 'the multilingual models',
    hubHost: 'the model host',
    hubEmbedder: 'the embedding model',
    hubReranker: 'the cross-encoder',
    classifier: 'the classifier choice',
    llmEndpoint: 'the LLM endpoint',
    llmModel: 'the endpoint’s model',
    browserLlm: 'the in-browser classification model',
    chatAssistant: 'who answers in the Chat',
  },
  target: {
    item: 'the item',
    source: 'the entry or conversation',
    turn: 'turn',
    episode: 'the message',
    memory: 'the fact or habit',
  },
  table: {
    items: 'items',
    itemVersions: 'earlier versions',
    transitions: 'history',
    sources: 'entries and conversations',
    episodes: 'messages',
    memories: 'facts and habits',
  },
  problem: {
    empty: 'The file is empty. Nothing was changed.',
    'too-large': 'The file is too large to be a backup ({{size}}). Nothing was changed.',
    binary: 'This is not a text file, so it cannot be a backup. Nothing was changed.',
    'utf16-unmarked':
      'This file is UTF-16 text without a byte-order mark. Save it as UTF-8 and import it again. Nothing was changed.',
    'not-json': 'The file is not valid JSON — it may be cut short or damaged. Nothing was changed.',
    'too-deep':
      'The file nests its data more than {{limit}} levels deep, which no backup does. Nothing was changed.',
    'forbidden-key':
      'The file holds the key “{{path}}”, which no backup has and which could tamper with the app. Nothing was changed.',
    'not-forethought': 'This JSON file is not a Forethought backup. Nothing was changed.',
    'wrong-version':
      'This backup has format version {{found}}, which this app cannot read. Nothing was changed.',
    invalid: 'The backup is damaged at “{{path}}” ({{detail}}). Nothing was changed.',
    'too-long':
      'The text at “{{path}}” is longer than this app allows ({{max}} characters). Nothing was changed.',
    'duplicate-id':
      'The backup is inconsistent: two records in {{table}} share the id {{id}}. Nothing was changed.',
    dangling:
      'The backup is inconsistent: “{{path}}” points at {{target}} {{ref}}, which is not in the file. Nothing was changed.',
    conflict:
      'The conversation “{{title}}” differs between this browser and the backup: they disagree on a turn both hold, and neither may be cut. Nothing was changed.',
  },
  markdown: {
    title: 'Forethought board',
    exported: 'Exported {{time}}',
    said: 'said {{time}}',
    due: 'due {{time}}',
    empty: '(none)',
  },
};

export const backupZh: typeof backupEn = {
  title: '导出与导入',
  body: '备份文件包含一切：条目及其版本和历史、事实和习惯、日记、对话和设置。',
  exportJson: '导出备份（JSON）',
  exportMarkdown: '导出看板（Markdown）',
  importLabel: '导入备份文件',
  importing: '正在导入……',
  progressLabel: '正在读取备份',
  cancel: '取消导入',
  cancelled: '导入已取消。没有做任何改动。',
  imported: '已导入：新增 {{added}} 条，更新 {{updated}} 条，{{kept}} 条已存在。',
  textsKept: '有 {{count}} 条条目文本被更新的版本取代，已保留在条目历史中。',
  entriesJoined:
    '有 {{count}} 篇日记与文件中的副本不同：较晚的文本为当前文本，另一份保留在其早先文本中。',
  archivesKept: '有 {{count}} 个已归档的条目仍保持归档：文件中的副本未归档，但没有记录恢复操作。',
  memoriesMerged: '事实和习惯：新增 {{added}} 条，更新 {{updated}} 条。',
  alsoAdded:
    '另外新增：{{sources}} 篇日记或对话，{{turns}} 个对话轮次，{{history}} 条历史记录。已存在的 {{kept}} 条记录保持原样。',
  withheld:
    '未从备份中采用：{{list}}。文件永远不会开启任何会把数据发送出去或下载模型的功能。如需使用，请在“设置”的“模型”或“为你写下的内容分类”中开启，届时会先征求你的同意。',
  setting: {
    modelTier: '多语言模型',
    hubHost: '模型主机',
    hubEmbedder: '嵌入模型',
    hubReranker: '交叉编码器',
    classifier: '分类器选择',
    llmEndpoint: 'LLM 端点',
    llmModel: '端点的模型',
    browserLlm: '浏览器内的分类模型',
    chatAssistant: '聊天中由谁回答',
  },
  target: {
    item: '条目',
    source: '日记或对话',
    turn: '轮次',
    episode: '消息',
    memory: '事实或习惯',
  },
  table: {
    items: '条目',
    itemVersions: '早期版本',
    transitions: '历史',
    sources: '日记和对话',
    episodes: '消息',
    memories: '事实和习惯',
  },
  problem: {
    empty: '文件是空的。没有做任何改动。',
    'too-large': '文件太大，不可能是备份（{{size}}）。没有做任何改动。',
    binary: '这不是文本文件，不可能是备份。没有做任何改动。',
    'utf16-unmarked':
      '这个文件是没有字节顺序标记的 UTF-16 文本。请另存为 UTF-8 后再导入。没有做任何改动。',
    'not-json': '文件不是有效的 JSON——可能不完整或已损坏。没有做任何改动。',
    'too-deep': '文件的数据嵌套超过 {{limit}} 层，备份不会这样。没有做任何改动。',
    'forbidden-key': '文件中有键「{{path}}」，备份里不会有它，它可能会篡改应用。没有做任何改动。',
    'not-forethought': '这个 JSON 文件不是 Forethought 备份。没有做任何改动。',
    'wrong-version': '这个备份的格式版本是 {{found}}，本应用无法读取。没有做任何改动。',
    invalid: '备份在「{{path}}」处损坏（{{detail}}）。没有做任何改动。',
    'too-long': '「{{path}}」处的文本超过了本应用允许的长度（{{max}} 个字符）。没有做任何改动。',
    'duplicate-id': '备份前后不一致：{{table}}中有两条记录的 id 都是 {{id}}。没有做任何改动。',
    dangling:
      '备份前后不一致：「{{path}}」指向{{target}} {{ref}}，但文件中没有它。没有做任何改动。',
    conflict:
      '对话「{{title}}」在本浏览器和备份中不一致：两边都有的某个轮次内容不同，而哪一边都不能删减。没有做任何改动。',
  },
  markdown: {
    title: 'Forethought 看板',
    exported: '导出于 {{time}}',
    said: '说于 {{time}}',
    due: '截止 {{time}}',
    empty: '（无）',
  },
};
