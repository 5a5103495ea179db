/**
 * What the fixture-LLM spec runs inside the browser: transformers.js loaded as the published
 * ES module, pointed at the local model host, generating greedily from a chat prompt both by
 * hand (tokenizer + AutoModelForCausalLM.generate) and through the text-generation pipeline.
 * Playwright ships `runLlmProbe` to the page as source text, so it may use only its argument,
 * browser globals and type-only imports; hence the loader below repeats hub-probe.ts's.
 */
import type * as Transformers from '@huggingface/transformers';

export interface LlmProbeInput {
  /** The model host's origin, with a trailing slash. */
  host: string;
  /** The host's static prefixes for transformers.js's dist/, onnxruntime-web's and -common's. */
  paths: { transformers: string; ort: string; ortCommon: string };
  device: 'wasm' | 'webgpu';
  llm: string;
  messages: { role: 'system' | 'user'; content: string }[];
  maxNewTokens: number;
}

export interface LlmProbeResult {
  isCrossOriginIsolated: boolean;
  /** The chat template's rendering, with the generation prompt. */
  prompt: string;
  /** The prompt's last token, decoded with special tokens kept. */
  lastPromptToken: string;
  /** Prompt ids that fell back to the tokenizer's unknown token. */
  unknownPromptTokens: number;
  /** The ids generate() added after the prompt. */
  newTokenIds: number[];
  eosTokenId: number;
  /** The new ids decoded, special tokens skipped. */
  answer: string;
  /** The assistant message the text-generation pipeline appended to the chat. */
  pipelineAnswer: string | null;
  /** On webgpu, the adapter onnxruntime-web ran on ("vendor/architecture"); else null. */
  webgpuAdapter: string | null;
}

export async function runLlmProbe(input: LlmProbeInput): Promise<LlmProbeResult> {
  const base = (path: string) => new URL(path, input.host).href;
  // transformers.web.js imports these two by bare name, as a bundler would resolve them.
  const importMap = document.createElement('script');
  importMap.type = 'importmap';
  importMap.textContent = JSON.stringify({
    imports: {
      'onnxruntime-web/webgpu': base(`${input.paths.ort}ort.webgpu.bundle.min.mjs`),
      'onnxruntime-common': base(`${input.paths.ortCommon}index.js`),
    },
  });
  document.head.append(importMap);
  const tf = (await import(
    base(`${input.paths.transformers}transformers.web.js`)
  )) as typeof Transformers;
  tf.env.remoteHost = input.host;
  tf.env.allowLocalModels = false;
  const wasm = tf.env.backends.onnx.wasm;
  if (wasm) {
    // Left unset, transformers.js points these at cdn.jsdelivr.net.
    wasm.wasmPaths = {
      mjs: base(`${input.paths.ort}ort-wasm-simd-threaded.asyncify.mjs`),
      wasm: base(`${input.paths.ort}ort-wasm-simd-threaded.asyncify.wasm`),
    };
  }

  const loadOptions = { device: input.device, dtype: 'fp32' } as const;
  const tokenizer = await tf.AutoTokenizer.from_pretrained(input.llm);
  const model = await tf.AutoModelForCausalLM.from_pretrained(input.llm, loadOptions);
  const prompt = tokenizer.apply_chat_template(input.messages, {
    add_generation_prompt: true,
    tokenize: false,
  });
  // return_dict gives input_ids and attention_mask as [1, n] tensors, as generate() wants.
  const encoded = tokenizer.apply_chat_template(input.messages, {
    add_generation_prompt: true,
    return_dict: true,
  });
  const promptIds = (encoded.input_ids.tolist() as bigint[][])[0] ?? [];
  const output = (await model.generate({
    ...encoded,
    max_new_tokens: input.maxNewTokens,
    do_sample: false,
  })) as Transformers.Tensor;
  // generate() returns prompt and continuation together: keep the columns after the prompt.
  const [, length = promptIds.length] = output.dims;
  const newTokens = output.slice(null, [promptIds.length, length]);
  const [answer = ''] = tokenizer.batch_decode(newTokens, { skip_special_tokens: true });
  const lastPromptId = promptIds.at(-1);

  const generator = await tf.pipeline('text-generation', input.llm, loadOptions);
  const generated = await generator(input.messages, {
    max_new_tokens: input.maxNewTokens,
    do_sample: false,
  });
  const [first] = Array.isArray(generated) ? generated : [generated];
  const chat = first && 'generated_text' in first ? first.generated_text : null;
  const reply = Array.isArray(chat) ? chat.at(-1) : undefined;

  // Read only on webgpu: on wasm, asking for the device would create one.
  const gpuDevice = input.device === 'webgpu' ? await tf.env.backends.onnx.webgpu?.device : null;
  const adapter = (gpuDevice as { adapterInfo?: { vendor: string; architecture: string } } | null)
    ?.adapterInfo;

  return {
    isCrossOriginIsolated: crossOriginIsolated,
    prompt,
    lastPromptToken: lastPromptId === undefined ? '' : tokenizer.decode([lastPromptId]),
    unknownPromptTokens: promptIds.filter((id) => Number(id) === tokenizer.unk_token_id).length,
    newTokenIds: (newTokens.tolist() as bigint[][]).flat().map(Number),
    eosTokenId: tokenizer.eos_token_id,
    answer,
    pipelineAnswer:
      reply?.role === 'assistant' && typeof reply.content === 'string' ? reply.content : null,
    webgpuAdapter: adapter ? `${adapter.vendor}/${adapter.architecture}` : null,
  };
}
