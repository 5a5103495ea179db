/** Settings → Models, in both languages (its own file: the section says the most). */
export const settingsModelsEn = {
  title: 'Models',
  intro:
    'A model reads what you write, so that recall finds earlier items by meaning and not only by shared words. It runs on this device; nothing you write is sent anywhere.',
  builtin: 'Built-in models for English and Chinese, on this device (no download).',
  noSecondView:
    'The second built-in model did not load, so recall orders what it finds by the first alone. Reloading the page tries again.',
  hub: 'Multilingual: {{embedder}}{{reranker}}, running on {{device}}.',
  hubChosen: 'Chosen: the multilingual {{embedder}}{{reranker}}, not running yet.',
  withReranker: ' with the re-ranker {{reranker}}',
  chosen: 'In use',
  builtinTitle: 'Built in: English and Chinese',
  builtinGains:
    'Understands English, Chinese and drafts that mix them: multilingual-e5-small, with the multilingual Universal Sentence Encoder as a second view that helps order what is found; both with their vocabulary cut to the two languages. Works offline from the first start.',
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
};

export const settingsModelsZh: typeof settingsModelsEn = {
  title: '模型',
  intro:
    '模型读懂你写的内容，让回忆能按意思、而不只是按相同的词找到以前的条目。它在本机运行；你写的任何内容都不会被发送。',
  builtin: '内置中英文模型，在本机运行（无需下载）。',
  noSecondView:
    '第二个内置模型没有加载成功，回忆只按第一个模型排序找到的内容。重新加载页面会再试一次。',
  hub: '多语言：{{embedder}}{{reranker}}，运行于 {{device}}。',
  hubChosen: '已选择多语言模型 {{embedder}}{{reranker}}，尚未运行。',
  withReranker: '，加重排模型 {{reranker}}',
  chosen: '正在使用',
  builtinTitle: '内置：中文和英文',
  builtinGains:
    '能读懂中文、英文以及中英混写的草稿：multilingual-e5-small，另以多语言 Universal Sentence Encoder 作为第二视角帮助给找到的内容排序；两者的词表都裁剪到这两种语言。第一次打开就能离线使用。',
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
};
