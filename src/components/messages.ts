/** Strings shared across features: item types, statuses, errors, dialogs. */
export const commonEn = {
  appName: 'Forethought',
  type: {
    plan: 'Plan',
    idea: 'Idea',
    decision: 'Decision',
    question: 'Question',
    insight: 'Insight',
  },
  status: {
    open: 'Open',
    referenced: 'Referenced',
    closed: 'Closed',
    stale: 'Stale',
  },
  source: {
    journal: 'Journal entry',
    conversation: 'Conversation',
    none: 'Added on the board',
  },
  cause: {
    user: 'by you',
    rule: 'by rule: {{rule}}',
    message: 'by a message',
  },
  model: {
    loading: 'Loading the on-device model…',
    loadingProgress: 'Loading the on-device model… {{percent}}%',
    failed: 'The on-device model could not start: {{error}}',
    indexing: 'Indexing {{count}} items in the background…',
  },
  action: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    dismiss: 'Dismiss',
  },
  error: {
    'same-status': 'The item is already {{to}}.',
    'move-not-allowed': 'An item cannot move from {{from}} to {{to}}.',
    archived: 'This item is archived: restore it first.',
    'not-archived': 'Only an archived item can be deleted forever.',
    'empty-content': 'An item needs some text.',
    'content-too-long': 'That is too long for one item (at most {{max}} characters).',
    'no-change': 'Nothing was changed.',
    'entry-empty': 'Write something first.',
    'entry-too-long': 'That entry is too long (at most {{max}} characters). Nothing was saved.',
    'not-found': 'That record no longer exists: it may have been deleted.',
    unexpected: 'Something went wrong, and nothing was changed: {{detail}}',
  },
};

export const commonZh: typeof commonEn = {
  appName: 'Forethought 前瞻',
  type: {
    plan: '计划',
    idea: '想法',
    decision: '决定',
    question: '问题',
    insight: '洞察',
  },
  status: {
    open: '待办',
    referenced: '已提及',
    closed: '已完成',
    stale: '已搁置',
  },
  source: {
    journal: '日记',
    conversation: '对话',
    none: '在看板上添加',
  },
  cause: {
    user: '由你',
    rule: '按规则：{{rule}}',
    message: '由一条消息',
  },
  model: {
    loading: '正在加载本机模型……',
    loadingProgress: '正在加载本机模型……{{percent}}%',
    failed: '本机模型无法启动：{{error}}',
    indexing: '正在后台为 {{count}} 个条目建立索引……',
  },
  action: {
    cancel: '取消',
    confirm: '确定',
    close: '关闭',
    dismiss: '知道了',
  },
  error: {
    'same-status': '这一条已经是「{{to}}」了。',
    'move-not-allowed': '不能从「{{from}}」移到「{{to}}」。',
    archived: '这一条已归档：请先恢复。',
    'not-archived': '只有已归档的条目才能永久删除。',
    'empty-content': '条目需要一些文字。',
    'content-too-long': '一条内容太长了（最多 {{max}} 个字符）。',
    'no-change': '没有任何改动。',
    'entry-empty': '请先写点什么。',
    'entry-too-long': '这篇日记太长了（最多 {{max}} 个字符），没有保存。',
    'not-found': '这条记录已经不存在，可能已被删除。',
    unexpected: '出了点问题，没有做任何改动：{{detail}}',
  },
};
