export const reviewEn = {
  title: 'Weekly review',
  intro:
    'The last seven days: what you decided and finished, what slipped, and what has waited untouched for two weeks or more.',
  section: {
    decided: 'Decided',
    done: 'Done',
    slipped: 'Went stale or overdue',
    untouched: 'Open and untouched',
  },
  count: '{{count}}',
  empty: {
    decided: 'No decision was filed or closed this week.',
    done: 'Nothing was closed this week.',
    slipped: 'Nothing went stale this week, and nothing is overdue.',
    untouched: 'Every open item was brought up recently.',
  },
  reason: {
    filed: 'Filed {{date}}',
    closed: 'Closed {{date}}',
    stale: 'Went stale {{date}}',
    overdue: 'Was due {{date}}',
    untouched: 'Last brought up {{date}}',
  },
  actionsFor: 'What to do with “{{content}}”',
  action: {
    close: 'Close',
    snooze: 'Snooze a week',
    revive: 'Revive',
    reopen: 'Reopen',
    archive: 'Archive',
  },
  result: {
    closed: 'Closed. Reopen it here if that was a slip.',
    snoozed: 'Snoozed until {{date}}. Its card on the board can lift the snooze sooner.',
    revived: 'Revived: it is open again.',
    reopened: 'Reopened: it is open again.',
  },
  undoBar: {
    archive: 'Archived “{{content}}”',
    snooze: 'Snoozed “{{content}}” for a week',
    undo: 'Undo',
    dismiss: 'Dismiss',
  },
  undone: 'Back as it was: {{content}}',
};

export const reviewZh: typeof reviewEn = {
  title: '每周回顾',
  intro: '最近七天：你做了哪些决定、完成了什么、哪些事落下了，以及哪些待办已经两周以上没有动过。',
  section: {
    decided: '已决定',
    done: '已完成',
    slipped: '搁置或逾期',
    untouched: '久未处理',
  },
  count: '{{count}}',
  empty: {
    decided: '这一周没有记下新的决定，也没有了结的决定。',
    done: '这一周没有完成任何条目。',
    slipped: '这一周没有条目被搁置，也没有逾期的条目。',
    untouched: '所有待办最近都被提起过。',
  },
  reason: {
    filed: '{{date}} 记下',
    closed: '{{date}} 完成',
    stale: '{{date}} 被搁置',
    overdue: '原定 {{date}} 到期',
    untouched: '上次提起：{{date}}',
  },
  actionsFor: '如何处理“{{content}}”',
  action: {
    close: '完成',
    snooze: '暂缓一周',
    revive: '重新启用',
    reopen: '重新打开',
    archive: '归档',
  },
  result: {
    closed: '已完成。如果点错了，可以在这里重新打开。',
    snoozed: '已暂缓到 {{date}}。想提前处理，可在看板上它的卡片里取消暂缓。',
    revived: '已重新启用，回到待办。',
    reopened: '已重新打开，回到待办。',
  },
  undoBar: {
    archive: '已归档“{{content}}”',
    snooze: '已把“{{content}}”暂缓一周',
    undo: '撤销',
    dismiss: '知道了',
  },
  undone: '已恢复原样：{{content}}',
};
