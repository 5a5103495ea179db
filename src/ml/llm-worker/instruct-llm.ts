import {
  AutoModelForCausalLM,
  AutoTokenizer,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type ProgressInfo,
  type Tensor,
} from '@huggingface/transformers';

import type { BrowserLlmRequest } from '../llm-protocol';
import { configureHub, probeDevice } from '../worker/hub/hub-env';
import type { InstructLlm, LlmContext } from './llm-handlers';

/**
 * 4-bit weights: fp16 compute where WebGPU runs it, plain 4-bit on WASM. These are the
 * files instruct models in the Hub's ONNX layout ship (onnx/model_q4f16.onnx, model_q4.onnx).
 */
const DTYPE = { webgpu: 'q4f16', wasm: 'q4' } as const;

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
  const progress_callback = progressOf(emit);
  const [tokenizer, model]: [PreTrainedTokenizer, PreTrainedModel] = await Promise.all([
    AutoTokenizer.from_pretrained(request.modelId, { progress_callback }),
    AutoModelForCausalLM.from_pretrained(request.modelId, {
      device,
      dtype: DTYPE[device],
      progress_callback,
    }),
  ]);
  return {
    device,
    async complete(messages, maxNewTokens) {
      const inputs = tokenizer.apply_chat_template(messages, {
        add_generation_prompt: true,
        return_dict: true,
      }) as { input_ids: Tensor; attention_mask: Tensor };
      // Greedy: the same sentence gets the same label every time.
      const output = (await model.generate({
        ...inputs,
        max_new_tokens: maxNewTokens,
        do_sample: false,
      })) as Tensor;
      const promptLength = inputs.input_ids.dims.at(-1) ?? 0;
      const outputLength = output.dims.at(-1) ?? promptLength;
      const newTokens = output.slice(null, [promptLength, outputLength]);
      const [text = ''] = tokenizer.batch_decode(newTokens, { skip_special_tokens: true });
      return text;
    },
    dispose() {
      void model.dispose();
    },
  };
}
