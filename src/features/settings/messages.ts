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
  models: {
    title: 'Models',
    intro:
      'A model reads what you write, so that recall finds earlier items by meaning and not only by shared words. It runs on this device; nothing you write is sent anywhere.',
    builtin: 'Built-in model for English and Chinese, on this device (no download).',
    hub: 'Multilingual: {{embedder}}{{reranker}}, running on {{device}}.',
    hubChosen: 'Chosen: the multilingual {{embedder}}{{reranker}}, not running yet.',
    withReranker: ' with the re-ranker {{reranker}}',
    chosen: 'In use',
    builtinTitle: 'Built in: English and Chinese',
    builtinGains:
      'Understands English, Chinese and drafts that mix them: multilingual-e5-small, its vocabulary cut to the two languages. Works offline from the first start.',
    builtinCost: 'Nothing more to download: it ships with the app (about {{megabytes}} MB).',
    builtinMeasured:
      'Right item among the first five: {{en}} of English drafts, {{zh}} of Chinese ones, {{cross}} across the two languages.',
    hubTitle: 'Multilingual: about 100 languages',
    hubGains:
      'The same model with its whole vocabulary, so other languages are understood too, and a re-ranker that reads the best matches again to order them.',
    hubCost:
      'A download of about {{megabytes}} MB ({{embedderMb}} MB model, {{rerankerMb}} MB re-ranker), once, after you agree; kept in this browser and usable offline afterwards.',
    hubMeasured:
      'With its whole vocabulary the model found the right item among the first five for {{cross}} of drafts across the two languages, {{zh}} of Chinese and {{en}} of English ones. The re-ranker has not been measured.',
    numbersSource:
      'Where the numbers come from: measured by npm run eval on the project’s dev sets (recall-dev). The sets are small: one draft moves a figure by 5 to 9 points. Details: the README, “Measured recall”.',
    useHub: 'Use the multilingual models…',
    useBuiltin: 'Go back to the built-in model',
    advanced: 'Advanced: model source, processor, thresholds',
    sourceTitle: 'Where the multilingual models come from',
    consentTitle: 'Download the multilingual models?',
    consentBody:
      'This downloads {{embedder}} (about {{embedderMb}} MB, {{embedderLicence}}) and {{reranker}} (about {{rerankerMb}} MB, {{rerankerLicence}}) from {{host}}, once. They are cached in this browser and work offline afterwards. Nothing you wrote is sent anywhere.',
    consentConfirm: 'Download',
    host: 'Model host (the Hub, or a mirror in its URL scheme)',
    hostSave: 'Save model source',
    embedderId: 'Embedding model (Hub id)',
    rerankerId: 'Cross-encoder (Hub id; empty for none)',
    hostSaved: 'Models will be fetched from {{host}}.',
    hostInvalid: 'Enter an http:// or https:// address.',
    device: 'Run on',
    deviceOption: {
      auto: 'The graphics card when available (WebGPU), else the processor (WASM)',
      webgpu: 'The graphics card (WebGPU)',
      wasm: 'The processor (WASM)',
    },
    thresholdsTitle: 'Show-nothing thresholds (0–1)',
    thresholdsHint:
      'How close a match must be before the recall panel shows it. Embedding: items and past conversations show from this similarity of meaning. Word match: a past conversation that shares words with the draft shows from this score even when its meaning is further off (items are found by meaning alone). Cross-encoder: with the re-ranker, its score must reach this too. Capture and search keep their own thresholds.',
    dense: 'Embedding',
    lexical: 'Word match',
    rerank: 'Cross-encoder',
    thresholdsSave: 'Save thresholds',
    thresholdsSaved: 'Thresholds saved.',
    thresholdsInvalid: 'Each threshold is a number from 0 to 1.',
    importTitle: 'Import a model folder from disk',
    importBody:
      'For when the Hub cannot be reached: pick a folder downloaded elsewhere (config.json, tokenizer files, onnx/…). It is stored in this browser as if it had been downloaded.',
    importModelId: 'Model id',
    importPick: 'Model folder',
    imported: 'Imported {{count}} files of {{model}}.',
    importNoConfig:
      'This folder has no config.json, so it is not a model folder. Nothing was imported.',
    importBadId: 'A model id looks like owner/name.',
    importFailed: 'The folder could not be stored: {{detail}}',
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
  models: {
    title: '模型',
    intro:
      '模型读懂你写的内容，让回忆能按意思、而不只是按相同的词找到以前的条目。它在本机运行；你写的任何内容都不会被发送。',
    builtin: '内置中英文模型，在本机运行（无需下载）。',
    hub: '多语言：{{embedder}}{{reranker}}，运行于 {{device}}。',
    hubChosen: '已选择多语言模型 {{embedder}}{{reranker}}，尚未运行。',
    withReranker: '，加重排模型 {{reranker}}',
    chosen: '正在使用',
    builtinTitle: '内置：中文和英文',
    builtinGains:
      '能读懂中文、英文以及中英混写的草稿：multilingual-e5-small，词表裁剪到这两种语言。第一次打开就能离线使用。',
    builtinCost: '无需另外下载：随应用一起提供（约 {{megabytes}} MB）。',
    builtinMeasured:
      '正确条目排在前五的比例：英文草稿 {{en}}，中文草稿 {{zh}}，跨中英两种语言 {{cross}}。',
    hubTitle: '多语言：约 100 种语言',
    hubGains:
      '同一个模型的完整词表，因此也能读懂其他语言；另加一个重排模型，把最接近的几条再读一遍来排序。',
    hubCost:
      '需下载约 {{megabytes}} MB（模型 {{embedderMb}} MB，重排模型 {{rerankerMb}} MB），只下载一次，须你同意；保存在这个浏览器里，之后可离线使用。',
    hubMeasured:
      '完整词表的模型把正确条目排进前五的比例：跨两种语言的草稿 {{cross}}，中文草稿 {{zh}}，英文草稿 {{en}}。重排模型尚未测量。',
    numbersSource:
      '这些数字的来源：用 npm run eval 在本项目的开发集（recall-dev）上测得。数据集很小：一条草稿就会让一个数字变动 5 到 9 个百分点。详见 README 的 “Measured recall”。',
    useHub: '使用多语言模型……',
    useBuiltin: '回到内置模型',
    advanced: '高级：模型来源、处理器、阈值',
    sourceTitle: '多语言模型从哪里获取',
    consentTitle: '下载多语言模型？',
    consentBody:
      '将从 {{host}} 下载一次 {{embedder}}（约 {{embedderMb}} MB，{{embedderLicence}}）和 {{reranker}}（约 {{rerankerMb}} MB，{{rerankerLicence}}）。它们缓存在这个浏览器里，之后可离线使用。你写的任何内容都不会被发送。',
    consentConfirm: '下载',
    host: '模型来源（Hub，或采用相同 URL 格式的镜像）',
    hostSave: '保存模型来源',
    embedderId: '向量模型（Hub ID）',
    rerankerId: '交叉编码器（Hub ID；留空表示不用）',
    hostSaved: '模型将从 {{host}} 获取。',
    hostInvalid: '请输入 http:// 或 https:// 开头的地址。',
    device: '运行于',
    deviceOption: {
      auto: '有显卡时用显卡（WebGPU），否则用处理器（WASM）',
      webgpu: '显卡（WebGPU）',
      wasm: '处理器（WASM）',
    },
    thresholdsTitle: '不显示阈值（0–1）',
    thresholdsHint:
      '匹配要多接近，回忆面板才会显示它。向量：条目和过去的对话在意思相似度达到这个值时显示。词匹配：与草稿有相同词语的过去对话，得分达到这个值时即使意思较远也会显示（条目只按意思查找）。交叉编码器：使用重排模型时，它的得分也须达到这个值。识别和搜索有各自的阈值。',
    dense: '向量',
    lexical: '词匹配',
    rerank: '交叉编码器',
    thresholdsSave: '保存阈值',
    thresholdsSaved: '阈值已保存。',
    thresholdsInvalid: '每个阈值都是 0 到 1 之间的数。',
    importTitle: '从磁盘导入模型文件夹',
    importBody:
      '在无法访问 Hub 时使用：选择在别处下载好的文件夹（config.json、分词器文件、onnx/……）。它会像下载过一样保存在这个浏览器里。',
    importModelId: '模型 ID',
    importPick: '模型文件夹',
    imported: '已导入 {{model}} 的 {{count}} 个文件。',
    importNoConfig: '这个文件夹里没有 config.json，不是模型文件夹。没有导入任何文件。',
    importBadId: '模型 ID 的格式是 owner/name。',
    importFailed: '无法保存这个文件夹：{{detail}}',
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
