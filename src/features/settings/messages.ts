export const settingsEn = {
  title: 'Settings',
  staleDays: {
    label: 'Items go stale after this many days without a mention',
    save: 'Save',
    saved: 'Saved: items go stale after {{days}} days without a mention.',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}.',
  },
  language: {
    label: 'Language',
    auto: 'Follow the browser ({{language}})',
  },
  storage: {
    title: 'Storage',
    used: 'Used: {{used}} of {{quota}} available to this site.',
    unknown: 'This browser does not report storage use.',
    persisted: 'The browser keeps this data even when space runs low.',
    notPersisted:
      'The browser may clear this data when space runs low. Export a backup now and then.',
  },
  wipe: {
    title: 'Wipe all data',
    body: 'Remove every item, entry, conversation and setting from this browser.',
    button: 'Wipe all data…',
    confirmTitle: 'Wipe everything?',
    confirmBody:
      'Every item, version, history, journal entry and setting in this browser will be removed. Export first if you want to keep them. This cannot be undone.',
    confirm: 'Wipe everything',
    done: 'All data was removed.',
  },
};

export const settingsZh: typeof settingsEn = {
  title: '设置',
  staleDays: {
    label: '条目多少天未被提及后搁置',
    save: '保存',
    saved: '已保存：条目 {{days}} 天未被提及后搁置。',
    invalid: '请输入 {{min}} 到 {{max}} 之间的整数天数。',
  },
  language: {
    label: '语言',
    auto: '跟随浏览器（{{language}}）',
  },
  storage: {
    title: '存储',
    used: '已用 {{used}}，本站可用 {{quota}}。',
    unknown: '这个浏览器不报告存储用量。',
    persisted: '即使空间不足，浏览器也会保留这些数据。',
    notPersisted: '空间不足时浏览器可能清除这些数据。请不时导出备份。',
  },
  wipe: {
    title: '清除所有数据',
    body: '从这个浏览器里删除所有条目、日记、对话和设置。',
    button: '清除所有数据……',
    confirmTitle: '全部清除？',
    confirmBody:
      '这个浏览器里的所有条目、版本、历史、日记和设置都会被删除。想保留的话请先导出。此操作无法撤销。',
    confirm: '全部清除',
    done: '所有数据已删除。',
  },
};
