export const syncEn = {
  title: 'Sync',
  intro:
    'Keep this browser and your other devices in step through a sync server you run yourself (npm run sync-server). Everything is encrypted here, with your passphrase, before it leaves: the server stores and passes on only ciphertext. Off until you turn it on.',
  server: 'Sync server',
  passphrase: 'Passphrase (at least 12 characters; every device needs it)',
  turnOn: 'Turn on sync',
  orJoin: 'Or add this device to a sync you already run elsewhere:',
  pairingCode: 'Pairing code (from Settings → Sync on the other device)',
  join: 'Join',
  badServer: 'Enter a ws:// or wss:// address.',
  badPassphrase: 'The passphrase needs at least 12 characters.',
  badCode: 'This is not a Forethought pairing code.',
  state: {
    connecting: 'Connecting to {{server}}…',
    connected: 'Connected to {{server}}.',
    offline: 'Offline: changes wait here and go when {{server}} is back.',
    wrongKey:
      'This passphrase does not open the data on {{server}}: nothing was read or sent, and everything on this device stays as it is. It tries again at the next connection.',
    empty:
      'Waiting for the data on {{server}}: the server holds none for this sync yet, or has not loaded it. Nothing was sent from here; this device tries again as soon as the data is there.',
    failed:
      'Sync stopped on this device after an error; everything here stays as it is. It tries again at the next connection, or reload the page.',
    paused: 'Paused: nothing is sent or received until you resume.',
  },
  lastSynced: 'Last exchanged changes: {{time}}.',
  waiting_one: '{{count}} change made here waits for the server.',
  waiting_other: '{{count}} changes made here wait for the server.',
  unreadable_one:
    '{{count}} change on the server could not be read (damaged or not yours) and was skipped.',
  unreadable_other:
    '{{count}} changes on the server could not be read (damaged or not yours) and were skipped.',
  skipped_one:
    '{{count}} synced record could not be stored here (incomplete, or pointing at something missing) and was skipped.',
  skipped_other:
    '{{count}} synced records could not be stored here (incomplete, or pointing at something missing) and were skipped.',
  pause: 'Pause',
  resume: 'Resume',
  showCode: 'Show pairing code',
  hideCode: 'Hide pairing code',
  codeLabel: 'Pairing code: it holds your passphrase, so show it only to your own devices',
  copy: 'Copy',
  copied: 'Pairing code copied.',
  turnOff: 'Turn off sync on this device',
  turnedOff:
    'Sync is off on this device. Your items and entries stay here; your other devices keep theirs.',
  reloadNeeded: 'A server on another machine is reachable from the next start: reload to connect.',
  reload: 'Reload',
};

export const syncZh: typeof syncEn = {
  title: '同步',
  intro:
    '通过你自己运行的同步服务器（npm run sync-server）让这个浏览器和你的其他设备保持一致。所有内容在离开前都会在这里用你的口令加密：服务器只保存和转发密文。在你开启之前不会启用。',
  server: '同步服务器',
  passphrase: '口令（至少 12 个字符；每台设备都需要）',
  turnOn: '开启同步',
  orJoin: '或者把这台设备加入你在别处已经开启的同步：',
  pairingCode: '配对码（在另一台设备的“设置 → 同步”中）',
  join: '加入',
  badServer: '请输入 ws:// 或 wss:// 开头的地址。',
  badPassphrase: '口令至少需要 12 个字符。',
  badCode: '这不是 Forethought 的配对码。',
  state: {
    connecting: '正在连接 {{server}}……',
    connected: '已连接到 {{server}}。',
    offline: '离线：更改先留在这里，{{server}} 恢复后再发送。',
    wrongKey:
      '这个口令打不开 {{server}} 上的数据：没有读取也没有发送任何内容，这台设备上的一切保持原样。下次连接时会再试。',
    empty:
      '正在等待 {{server}} 上的数据：服务器上还没有这个同步的数据，或尚未载入。这里没有发送任何内容；数据一到，这台设备就会再试。',
    failed:
      '同步在这台设备上因出错而停止；这里的一切保持原样。下次连接时会再试，也可以重新加载页面。',
    paused: '已暂停：恢复之前不发送也不接收。',
  },
  lastSynced: '上次交换更改：{{time}}。',
  waiting_one: '这里有 {{count}} 处更改在等待服务器。',
  waiting_other: '这里有 {{count}} 处更改在等待服务器。',
  unreadable_one: '服务器上有 {{count}} 条更改无法读取（已损坏或不属于你），已跳过。',
  unreadable_other: '服务器上有 {{count}} 条更改无法读取（已损坏或不属于你），已跳过。',
  skipped_one: '有 {{count}} 条同步记录无法保存在这里（不完整，或指向缺失的内容），已跳过。',
  skipped_other: '有 {{count}} 条同步记录无法保存在这里（不完整，或指向缺失的内容），已跳过。',
  pause: '暂停',
  resume: '恢复',
  showCode: '显示配对码',
  hideCode: '隐藏配对码',
  codeLabel: '配对码：其中包含你的口令，只给你自己的设备看',
  copy: '复制',
  copied: '已复制配对码。',
  turnOff: '在这台设备上关闭同步',
  turnedOff: '这台设备的同步已关闭。它保存的内容留在这里；你的其他设备保留各自的内容。',
  reloadNeeded: '其他机器上的服务器要在下次启动后才能连接：请重新加载。',
  reload: '重新加载',
};
