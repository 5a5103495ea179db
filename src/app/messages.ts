export const shellEn = {
  nav: {
    label: 'Sections',
    workspace: 'Workspace',
    journal: 'Journal',
    chat: 'Chat',
    import: 'Import',
    board: 'Board',
    review: 'Review',
    memory: 'Memory',
    settings: 'Settings',
  },
  tagline: 'What you meant to do, brought back when it matters.',
  staleSwept: '{{count}} items went stale: go through them in the Review.',
  update: {
    ready:
      'A new version of Forethought is ready. Reload when you have saved what you are writing.',
    takenOverElsewhere:
      'Forethought was updated in another tab. Reload when you have saved what you are writing.',
    reload: 'Reload now',
    later: 'Later',
    switching: 'Switching to the new version…',
  },
};

export const shellZh: typeof shellEn = {
  nav: {
    label: '分区',
    workspace: '工作台',
    journal: '日记',
    chat: '聊天',
    import: '导入',
    board: '看板',
    review: '回顾',
    memory: '记忆',
    settings: '设置',
  },
  tagline: '你想做的事，在需要时回到眼前。',
  staleSwept: '有 {{count}} 个条目被搁置了，可以在「回顾」里逐一处理。',
  update: {
    ready: 'Forethought 有新版本了。保存好正在写的内容后再重新加载。',
    takenOverElsewhere: 'Forethought 已在另一个标签页中更新。保存好正在写的内容后再重新加载。',
    reload: '立即重新加载',
    later: '稍后',
    switching: '正在切换到新版本…',
  },
};
