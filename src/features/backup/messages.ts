export const backupEn = {
  title: 'Export and import',
  body: 'A backup file holds everything: items with their versions and history, journal entries, conversations and settings.',
  exportJson: 'Export backup (JSON)',
  exportMarkdown: 'Export board (Markdown)',
  importLabel: 'Import a backup file',
  importing: 'Importing…',
  imported: 'Imported: {{added}} new items, {{updated}} updated, {{kept}} already here.',
  problem: {
    empty: 'The file is empty. Nothing was changed.',
    'too-large': 'The file is too large to be a backup ({{size}}). Nothing was changed.',
    binary: 'This is not a text file, so it cannot be a backup. Nothing was changed.',
    'not-json': 'The file is not valid JSON — it may be cut short or damaged. Nothing was changed.',
    'not-forethought': 'This JSON file is not a Forethought backup. Nothing was changed.',
    'wrong-version':
      'This backup has format version {{found}}, which this app cannot read. Nothing was changed.',
    invalid: 'The backup is damaged at “{{path}}” ({{detail}}). Nothing was changed.',
    dangling: 'The backup is inconsistent: {{detail}}. Nothing was changed.',
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
  body: '备份文件包含一切：条目及其版本和历史、日记、对话和设置。',
  exportJson: '导出备份（JSON）',
  exportMarkdown: '导出看板（Markdown）',
  importLabel: '导入备份文件',
  importing: '正在导入……',
  imported: '已导入：新增 {{added}} 条，更新 {{updated}} 条，{{kept}} 条已存在。',
  problem: {
    empty: '文件是空的。没有做任何改动。',
    'too-large': '文件太大，不可能是备份（{{size}}）。没有做任何改动。',
    binary: '这不是文本文件，不可能是备份。没有做任何改动。',
    'not-json': '文件不是有效的 JSON——可能不完整或已损坏。没有做任何改动。',
    'not-forethought': '这个 JSON 文件不是 Forethought 备份。没有做任何改动。',
    'wrong-version': '这个备份的格式版本是 {{found}}，本应用无法读取。没有做任何改动。',
    invalid: '备份在「{{path}}」处损坏（{{detail}}）。没有做任何改动。',
    dangling: '备份前后不一致：{{detail}}。没有做任何改动。',
  },
  markdown: {
    title: 'Forethought 看板',
    exported: '导出于 {{time}}',
    said: '说于 {{time}}',
    due: '截止 {{time}}',
    empty: '（无）',
  },
};
