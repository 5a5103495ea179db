import { settingsModelsEn, settingsModelsZh } from './model-messages';

export const settingsEn = {
  title: 'Settings',
  classifier: {
    title: 'Classifying what you write',
    current: {
      builtin: 'The built-in classifier (cue words and examples, on this device).',
      browser: 'The instruct model {{model}}, in this browser.',
      endpoint: 'The model {{model}} at {{endpoint}}.',
    },
    useBuiltin: 'Go back to the built-in classifier',
    builtinMeasured:
      'The built-in classifier labels {{accuracy}} of the sentences in the project’s classify-dev set right (measured by npm run eval; README, “Measured classification”).',
    hint: 'Optionally, an instruct language model can label the sentences captured from your journal, chats and imports instead. If it fails, the built-in classifier stands in and you are told.',
    browser: {
      title: 'A model in this browser',
      about:
        'A small instruct model ({{model}}) reads each sentence whole. It costs a download of about {{gpu}} MB with a graphics card or {{wasm}} MB without, once, after you agree; it runs here and nothing leaves this device. It has not been measured on the dev sets yet.',
      modelId: 'Instruct model (Hub id)',
      use: 'Use it…',
      consentTitle: 'Download the classification model?',
      consentBody:
        'This downloads {{model}} (about {{megabytes}} MB, {{licence}}) from {{host}}, once. It is cached in this browser and runs here, on the graphics card (WebGPU) when it can, else on the processor (WASM, slower). Nothing you wrote is sent anywhere.',
      loading: 'Loading the classification model…',
      loadingProgress: 'Loading the classification model: {{percent}}%',
      ready: 'The classification model is ready, running on {{device}}.',
      failed: 'The classification model could not be loaded: {{error}}',
    },
    endpoint: {
      title: 'A model on your own machine',
      hint: 'An OpenAI-compatible endpoint, such as Ollama (http://localhost:11434; start it with OLLAMA_ORIGINS set to this page’s address) or LM Studio. Captured sentences are sent there, and nothing else.',
      address: 'Endpoint address',
      model: 'Model name',
      use: 'Use it',
      saved: 'Captured sentences are now classified by {{model}} at {{endpoint}}.',
      invalid: 'Enter an http:// or https:// address and a model name.',
      reloadNeeded:
        'This address is on another machine: Forethought may connect to it from its next start (which addresses a page may reach is fixed when it opens). Save what you are writing first.',
      reload: 'Reload now',
    },
  },
  stale: {
    legend: 'When items go stale',
    hint: 'An Open or Referenced item nobody has mentioned for this many days moves to Stale. Decisions and insights usually still hold when nobody mentions them.',
    daysLabel: '{{kind}}: days without a mention before it goes stale',
    days: 'days',
    never: 'Never',
    neverLabel: '{{kind}}: never goes stale',
    save: 'Save stale periods',
    saved: 'Saved: {{list}}.',
    savedDays: '{{kind}} after {{days}} days',
    savedNever: '{{kind}} never',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}, or tick Never.',
  },
  episodicDecayDays: {
    label: 'Past conversations fade from recall over about this many days',
    save: 'Save',
    saved: 'Saved: past conversations fade over about {{days}} days.',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}.',
  },
  factDecayDays: {
    label: 'Facts unused for about this many days fade from recall',
    save: 'Save',
    saved: 'Saved: unused facts fade over about {{days}} days.',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}.',
  },
  habitDecayDays: {
    label: 'Habits unused for about this many days fade from recall',
    save: 'Save',
    saved: 'Saved: unused habits fade over about {{days}} days.',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}.',
  },
  graduationDays: {
    label: 'Offer an idea or decision as a lasting fact once confirmed on this many days',
    save: 'Save',
    saved: 'Saved: offered after {{days}} separate days.',
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
  models: settingsModelsEn,
  integrity: {
    title: 'Check this browser’s data',
    body: 'Looks for records that point at something that is gone, and for records a backup would refuse. A repair keeps every text you wrote.',
    check: 'Check',
    sound: 'No problems found in {{items}} items and everything they point at.',
    found:
      'References to records that are gone: {{broken}}. Records a backup would refuse: {{refused}}.',
    repair: 'Repair',
    repaired: 'Problems repaired: {{count}}. No text was removed.',
    recovered:
      'Items back in the archive from their earlier texts: {{items}}. Entries or conversations rebuilt from the log: {{sources}}.',
    left: 'Not repaired: {{broken}} references and {{refused}} records (a backup may refuse them).',
  },
  wipe: {
    title: 'Wipe all data',
    body: 'Remove every item, entry, conversation and setting from this browser.',
    button: 'Wipe all data…',
    confirmTitle: 'Wipe everything?',
    confirmBody:
      'Every item, version, history, journal entry and setting in this browser will be removed. Export first if you want to keep them. This cannot be undone. Devices you sync with keep theirs: sync stops here.',
    confirm: 'Wipe everything',
    done: 'All data was removed.',
  },
};

export const settingsZh: typeof settingsEn = {
  title: '设置',
  classifier: {
    title: '为你写下的内容分类',
    current: {
      builtin: '内置分类器（提示词与例句，在本机运行）。',
      browser: '指令模型 {{model}}，在本浏览器中运行。',
      endpoint: '{{endpoint}} 上的模型 {{model}}。',
    },
    useBuiltin: '回到内置分类器',
    builtinMeasured:
      '内置分类器在本项目的 classify-dev 数据集上把 {{accuracy}} 的句子分对（用 npm run eval 测得；见 README 的 “Measured classification”）。',
    hint: '你也可以让一个指令语言模型来为从日记、聊天和导入中识别出的句子分类。如果它出错，会由内置分类器代替，并告诉你。',
    browser: {
      title: '在本浏览器中运行的模型',
      about:
        '一个小型指令模型（{{model}}）会完整地读每个句子。需下载一次：有显卡时约 {{gpu}} MB，没有时约 {{wasm}} MB，须你同意；它在这里运行，任何内容都不会离开本机。尚未在开发集上测量。',
      modelId: '指令模型（Hub id）',
      use: '使用……',
      consentTitle: '下载分类模型？',
      consentBody:
        '这会从 {{host}} 下载 {{model}}（约 {{megabytes}} MB，{{licence}}），只下载一次。它缓存在本浏览器中并在这里运行：能用显卡（WebGPU）时用显卡，否则用处理器（WASM，较慢）。你写下的内容不会发送到任何地方。',
      loading: '正在加载分类模型……',
      loadingProgress: '正在加载分类模型：{{percent}}%',
      ready: '分类模型已就绪，运行于 {{device}}。',
      failed: '分类模型无法加载：{{error}}',
    },
    endpoint: {
      title: '你自己电脑上的模型',
      hint: 'OpenAI 兼容接口，例如 Ollama（http://localhost:11434；启动时把 OLLAMA_ORIGINS 设为本页地址）或 LM Studio。识别出的句子会发到这里，其他内容都不会发送。',
      address: '接口地址',
      model: '模型名称',
      use: '使用',
      saved: '识别出的句子现在由 {{endpoint}} 上的 {{model}} 分类。',
      invalid: '请输入 http:// 或 https:// 地址和模型名称。',
      reloadNeeded:
        '这个地址在另一台机器上：Forethought 下次启动后才能连接它（页面能访问哪些地址在打开时就已确定）。请先保存正在写的内容。',
      reload: '立即重新加载',
    },
  },
  stale: {
    legend: '条目何时被搁置',
    hint: '“待办”或“已提及”的条目连续这么多天没人提及，就移到“已搁置”。决定和感悟即使没人再提，通常也依然成立。',
    daysLabel: '{{kind}}：多少天未被提及后搁置',
    days: '天',
    never: '从不',
    neverLabel: '{{kind}}：从不搁置',
    save: '保存搁置期限',
    saved: '已保存：{{list}}。',
    savedDays: '{{kind}} {{days}} 天后搁置',
    savedNever: '{{kind}}从不搁置',
    invalid: '请输入 {{min}} 到 {{max}} 之间的整数天数，或勾选“从不”。',
  },
  episodicDecayDays: {
    label: '过去的对话大约经过多少天在回忆中淡出',
    save: '保存',
    saved: '已保存：过去的对话大约 {{days}} 天淡出。',
    invalid: '请输入 {{min}} 到 {{max}} 之间的整数天数。',
  },
  factDecayDays: {
    label: '事实大约多少天未被用到就在回忆中淡出',
    save: '保存',
    saved: '已保存：未用到的事实大约 {{days}} 天淡出。',
    invalid: '请输入 {{min}} 到 {{max}} 之间的整数天数。',
  },
  habitDecayDays: {
    label: '习惯大约多少天未被用到就在回忆中淡出',
    save: '保存',
    saved: '已保存：未用到的习惯大约 {{days}} 天淡出。',
    invalid: '请输入 {{min}} 到 {{max}} 之间的整数天数。',
  },
  graduationDays: {
    label: '想法或决定在多少个不同的日子被再次确认后，提议转为长期事实',
    save: '保存',
    saved: '已保存：在 {{days}} 个不同的日子确认后提议。',
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
  models: settingsModelsZh,
  integrity: {
    title: '检查此浏览器中的数据',
    body: '查找指向已不存在内容的记录，以及备份会拒绝的记录。修复会保留你写下的每一段文字。',
    check: '检查',
    sound: '在 {{items}} 个条目及其关联的记录中没有发现问题。',
    found: '发现 {{broken}} 处指向已不存在记录的引用，以及 {{refused}} 条备份会拒绝的记录。',
    repair: '修复',
    repaired: '已修复 {{count}} 个问题；没有删除任何文字。',
    recovered:
      '{{items}} 个仍保留早先文本的条目已恢复到归档中，{{sources}} 篇日记或对话已根据记录重建。',
    left: '有 {{broken}} 处引用和 {{refused}} 条记录无法修复；备份可能会拒绝它们。',
  },
  wipe: {
    title: '清除所有数据',
    body: '从这个浏览器里删除所有条目、日记、对话和设置。',
    button: '清除所有数据……',
    confirmTitle: '全部清除？',
    confirmBody:
      '这个浏览器里的所有条目、版本、历史、日记和设置都会被删除。想保留的话请先导出。此操作无法撤销。与你同步的设备会保留各自的内容：这里的同步会停止。',
    confirm: '全部清除',
    done: '所有数据已删除。',
  },
};
