import {
  AutoModelForCausalLM,
  AutoTokenizer,
  InterruptableStoppingCriteria,
  TextStreamer,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type ProgressInfo,
  type Tensor,
} from '@huggingface/transformers';

import type { BrowserLlmRequest } from '../llm-protocol';
import { configureHub, probeDevice, probeGpu } from '../worker/hub/hub-env';
import type { InstructLlm, LlmContext } from './llm-handlers';

/**
 * 4-bit weights, the files instruct models in the Hub's ONNX layout ship: fp16 compute
 * (onnx/model_q4f16.onnx) where the WebGPU adapter has shader-f16, plain 4-bit
 * (onnx/model_q4.onnx) on WASM and on adapters without it.
 */
async function dtypeFor(device: 'webgpu' | 'wasm'): Promise<'q4f16' | 'q4'> {
  if (device === 'wasm') return 'q4';
  return (await probeGpu()).hasShaderF16 ? 'q4f16' : 'q4';
}

function progressOf(emit: LlmContext['emit']): (info: ProgressInfo) => void {
  return (info) => {
    if (info.status === 'progress_total') {
      emit('llm-progress', { loaded: info.loaded, total: info.total });
    }
  };
}

/** Loads an instruct LLM from the host in the request, through transformers.js. */
export async function loadInstructLlm(
  request: BrowserLlmRequest,
  { emit }: LlmContext,
  appBase: URL,
): Promise<InstructLlm> {
  configureHub(request.remoteHost, appBase);
  const device = request.device === 'auto' ? await probeDevice() : request.device;
  const dtype = await dtypeFor(device);
  const progress_callback = progressOf(emit);
  const [tokenizer, model]: [PreTrainedTokenizer, PreTrainedModel] = await Promise.all([
    AutoTokenizer.from_pretrained(request.modelId, { progress_callback }),
    AutoModelForCausalLM.from_pretrained(request.modelId, {
      device,
      dtype,
      progress_callback,
    }),
  ]);
  function promptOf(messages: { role: string; content: string }[]) {
    return tokenizer.apply_chat_template(messages, {
      add_generation_prompt: true,
      return_dict: true,
    }) as { input_ids: Tensor; attention_mask: Tensor };
  }

  function newTextOf(output: Tensor, inputs: { input_ids: Tensor }): string {
    const promptLength = inputs.input_ids.dims.at(-1) ?? 0;
    const outputLength = output.dims.at(-1) ?? promptLength;
    const newTokens = output.slice(null, [promptLength, outputLength]);
    const [text = ''] = tokenizer.batch_decode(newTokens, { skip_special_tokens: true });
    return text;
  }

  return {
    device,
    async complete(messages, maxNewTokens) {
      const inputs = promptOf(messages);
      // Greedy: the same sentence gets the same label every time.
      const output = (await model.generate({
        ...inputs,
        max_new_tokens: maxNewTokens,
        do_sample: false,
        // The model's generation_config.json may ask for a penalty (Qwen: 1.05), which
        // would push greedy decoding off the repeated keys of the JSON.
        repetition_penalty: 1.0,
      })) as Tensor;
      return newTextOf(output, inputs);
    },
    async chat(messages, maxNewTokens, onText, signal) {
      const inputs = promptOf(messages);
      const stopper = new InterruptableStoppingCriteria();
      signal.addEventListener('abort', () => stopper.interrupt(), { once: true });
      const streamer = new TextStreamer(tokenizer, {
        skip_prompt: true,
        skip_special_tokens: true,
        callback_function: onText,
      });
      // Greedy, as for labels, but with a light penalty: small models loop on prose.
      const output = (await model.generate({
        ...inputs,
        max_new_tokens: maxNewTokens,
        do_sample: false,
        repetition_penalty: 1.1,
        streamer,
        stopping_criteria: stopper,
      })) as Tensor;
      return newTextOf(output, inputs);
    },
    dispose() {
      void model.dispose();
    },
  };
}
