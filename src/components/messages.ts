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
    chat: 'Chat',
    none: 'Added on the board',
  },
  cause: {
    user: 'by you',
    rule: 'by rule: {{rule}}',
    message: 'by a message',
    importUndone: 'when its import was undone',
    backupMerge: 'kept when a backup was merged in',
    graduated: 'when it graduated into a fact',
    sync: 'kept when another device’s edit of the same text won (sync)',
  },
  model: {
    loading: 'Loading the on-device model…',
    loadingProgress: 'Loading the on-device model… {{percent}}%',
    failed: 'The on-device model could not start: {{error}}',
    indexing: 'Indexing {{count}} items in the background…',
    indexingEpisodes:
      'Indexing past conversations in the background: {{count}} messages and entries left…',
    awaiting: {
      builtin:
        'The multilingual models are still downloading{{progress}}. Until they are ready, recall uses the built-in model.',
      previous:
        'The newly chosen models are still loading{{progress}}. Until they are ready, recall uses the models loaded before.',
      percent: ' ({{percent}}% downloaded)',
    },
    fallback: {
      unreachable:
        'The multilingual models could not be downloaded: {{host}} could not be reached (no connection, or a wrong address).',
      'not-found':
        'The multilingual models could not be downloaded: {{host}} does not have their files (a wrong model id or mirror).',
      refused: 'The multilingual models could not be downloaded: {{host}} refused access.',
      server:
        'The multilingual models could not be downloaded: {{host}} answered with a server error.',
      unreadable: 'The multilingual models could not be loaded: their files could not be read.',
      using:
        'Recall uses the built-in model meanwhile. Your choice is kept: the next start tries again.',
      detail: 'Details: {{detail}}',
      retry: 'Try again',
      useBuiltin: 'Go back to the built-in model',
    },
  },
  action: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    dismiss: 'Dismiss',
    reload: 'Reload this page',
    openBackup: 'Open Settings → Export and import',
    openReview: 'Open the Review',
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
    'import-empty': 'There is nothing to import: the text or file is empty. Nothing was saved.',
    'import-binary': 'That file is not text (it looks binary). Nothing was saved.',
    'import-truncated': 'That export is cut off or damaged: {{detail}} Nothing was saved.',
    'import-encoding':
      'That file is not saved as UTF-8, so some characters would be lost: {{detail}} Nothing was saved.',
    'import-damaged': 'That export contradicts itself: {{detail}} Nothing was saved.',
    'import-unknown': 'No conversation was recognised in it: {{detail}} Nothing was saved.',
    'import-too-large': 'That is too large to import: {{detail}} Nothing was saved.',
    'speaker-unknown':
      'No one in this conversation is called “{{name}}”. Choose one of its speakers: {{speakers}}. Nothing was saved.',
    'speaker-ambiguous':
      '“{{name}}” could be more than one speaker: {{speakers}}. Choose one of them. Nothing was saved.',
    'speaker-separator': ', ',
    'entry-too-long': 'That entry is too long (at most {{max}} characters). Nothing was saved.',
    'not-found': 'That record no longer exists: it may have been deleted.',
    unexpected: 'Something went wrong, and nothing was changed: {{detail}}',
    'storage-full':
      'Storage is full: {{what}} was not saved, and nothing was half-written. Free space on this device, or export a backup (Settings → Export and import) and delete what you no longer need, then try again.',
    'outdated-tab':
      'Forethought was updated in another tab, so this tab can no longer save: {{what}} was not saved. Copy what you typed, then reload this page.',
  },
  unsaved: {
    change: 'this change',
    entry: 'the journal entry',
    item: 'the new item',
    edit: 'the edit',
  },
  storage: {
    updatedElsewhere:
      'Forethought was updated in another tab. Reload this page to keep working: until then this tab cannot save, and what you typed stays on the screen (copy it first).',
    blocked:
      'Forethought is finishing an update, but another open Forethought tab still holds the old version. Close the other Forethought tabs (or reload them) to finish updating; this page then opens by itself.',
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
    chat: '聊天',
    none: '在看板上添加',
  },
  cause: {
    user: '由你',
    rule: '按规则：{{rule}}',
    message: '由一条消息',
    importUndone: '因撤销导入',
    backupMerge: '合并备份时保留',
    graduated: '因已转为长期事实',
    sync: '另一台设备同时改了这段文字，同步时保留下来',
  },
  model: {
    loading: '正在加载本机模型……',
    loadingProgress: '正在加载本机模型……{{percent}}%',
    failed: '本机模型无法启动：{{error}}',
    indexing: '正在后台为 {{count}} 个条目建立索引……',
    indexingEpisodes: '正在后台为过去的对话建立索引：还剩 {{count}} 条消息和日记……',
    awaiting: {
      builtin: '多语言模型仍在下载{{progress}}。在它们就绪之前，召回使用内置模型。',
      previous: '新选的模型仍在加载{{progress}}。在它们就绪之前，召回使用之前加载的模型。',
      percent: '（已下载 {{percent}}%）',
    },
    fallback: {
      unreachable: '多语言模型无法下载：连不上 {{host}}（没有网络，或地址有误）。',
      'not-found': '多语言模型无法下载：{{host}} 上没有它们的文件（模型 ID 或镜像有误）。',
      refused: '多语言模型无法下载：{{host}} 拒绝访问。',
      server: '多语言模型无法下载：{{host}} 返回了服务器错误。',
      unreadable: '多语言模型无法加载：它们的文件读不出来。',
      using: '召回暂时改用内置模型。你的选择已保留：下次启动时会再试。',
      detail: '详情：{{detail}}',
      retry: '重试',
      useBuiltin: '回到内置模型',
    },
  },
  action: {
    cancel: '取消',
    confirm: '确定',
    close: '关闭',
    dismiss: '知道了',
    reload: '重新加载此页',
    openBackup: '打开 设置 → 导出与导入',
    openReview: '打开回顾',
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
    'import-empty': '没有可导入的内容：文本或文件是空的。没有保存任何内容。',
    'import-binary': '这个文件不是文本（看起来是二进制文件）。没有保存任何内容。',
    'import-truncated': '这个导出文件不完整或已损坏：{{detail}} 没有保存任何内容。',
    'import-encoding': '这个文件不是以 UTF-8 保存的，部分字符会丢失：{{detail}} 没有保存任何内容。',
    'import-damaged': '这个导出文件前后矛盾：{{detail}} 没有保存任何内容。',
    'import-unknown': '没有识别出对话：{{detail}} 没有保存任何内容。',
    'import-too-large': '内容太大，无法导入：{{detail}} 没有保存任何内容。',
    'speaker-unknown':
      '这段对话里没有叫“{{name}}”的人。请从这些说话人中选择：{{speakers}}。没有保存任何内容。',
    'speaker-ambiguous':
      '“{{name}}”可能是不止一个说话人：{{speakers}}。请选择其中一个。没有保存任何内容。',
    'speaker-separator': '、',
    'entry-too-long': '这篇日记太长了（最多 {{max}} 个字符），没有保存。',
    'not-found': '这条记录已经不存在，可能已被删除。',
    unexpected: '出了点问题，没有做任何改动：{{detail}}',
    'storage-full':
      '存储空间已满：{{what}}没有保存，也没有写入任何半截内容。请在这台设备上腾出空间，或导出备份（设置 → 导出与导入）后删除不再需要的内容，然后重试。',
    'outdated-tab':
      'Forethought 已在另一个标签页中更新，这个标签页不能再保存：{{what}}没有保存。请先复制你输入的内容，再重新加载此页。',
  },
  unsaved: {
    change: '这次修改',
    entry: '这篇日记',
    item: '新条目',
    edit: '这次编辑',
  },
  storage: {
    updatedElsewhere:
      'Forethought 已在另一个标签页中更新。请重新加载此页以继续使用：在此之前这个标签页不能保存，你输入的内容仍留在屏幕上（请先复制）。',
    blocked:
      'Forethought 正在完成更新，但另一个打开的 Forethought 标签页仍在使用旧版本。请关闭（或重新加载）其他 Forethought 标签页以完成更新；之后此页会自动打开。',
  },
};
