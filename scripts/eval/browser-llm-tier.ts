import { resolve } from 'node:path';

import {
  AutoModelForCausalLM,
  AutoTokenizer,
  env,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type Tensor,
} from '@huggingface/transformers';

import type { Classification } from '../../src/domain/capture/labels';
import { LLM_BATCH } from '../../src/domain/capture/llm-classify';
import { createLlmHandlers, type InstructLlm } from '../../src/ml/llm-worker/llm-handlers';
import type { ClassifyRunner } from './classify-tier';

type Messages = { role: string; content: string }[];

/**
 * An instruct LLM from a local folder in the Hub layout, as the app's LLM worker loads it
 * (src/ml/llm-worker/instruct-llm.ts: the 4-bit file, the chat template, greedy decoding with
 * no repetition penalty for labels), but on onnxruntime-node instead of onnxruntime-web.
 */
export async function loadNodeInstructLlm(dir: string, modelId: string): Promise<InstructLlm> {
  env.allowLocalModels = true;
  env.allowRemoteModels = false;
  env.localModelPath = `${resolve(dir)}/`;
  const [tokenizer, model]: [PreTrainedTokenizer, PreTrainedModel] = await Promise.all([
    AutoTokenizer.from_pretrained(modelId),
    // No device: transformers.js on Node runs onnxruntime-node on the CPU, all its cores.
    AutoModelForCausalLM.from_pretrained(modelId, { dtype: 'q4' }),
  ]);
  async function generate(messages: Messages, maxNewTokens: number, penalty: number) {
    const inputs = tokenizer.apply_chat_template(messages, {
      add_generation_prompt: true,
      return_dict: true,
    }) as { input_ids: Tensor; attention_mask: Tensor };
    const output = (await model.generate({
      ...inputs,
      max_new_tokens: maxNewTokens,
      do_sample: false,
      repetition_penalty: penalty,
    })) as Tensor;
    const start = inputs.input_ids.dims.at(-1) ?? 0;
    const newTokens = output.slice(null, [start, output.dims.at(-1) ?? start]);
    return tokenizer.batch_decode(newTokens, { skip_special_tokens: true })[0] ?? '';
  }
  return {
    // The app's name for a CPU run (onnxruntime-web's WASM); only the handlers' type reads it.
    device: 'wasm',
    complete: (messages, maxNewTokens) => generate(messages, maxNewTokens, 1.0),
    // As the app's chat (a light penalty), with the whole reply as one piece.
    async chat(messages, maxNewTokens, onText) {
      const text = await generate(messages, maxNewTokens, 1.1);
      onText(text);
      return text;
    },
    dispose: () => void model.dispose(),
  };
}

/**
 * Labels with the app's LLM worker handlers (prompt, batches of LLM_BATCH, the reading of the
 * answer) around a Node-loaded model. A batch whose answer cannot be read is scored as `none`
 * for each of its sentences (the app would hand it to the built-in classifier instead); how
 * many, and the seconds per sentence, are printed.
 */
export function browserLlmClassifyRunner(dir: string, modelId: string): ClassifyRunner {
  const llm = loadNodeInstructLlm(dir, modelId);
  const handlers = createLlmHandlers(() => llm);
  const request = { modelId, remoteHost: dir, device: 'wasm' as const };
  const context = { emit: () => undefined };
  return {
    description: `instruct LLM ${modelId} from ${dir} (transformers.js, onnxruntime-node, 4-bit)`,
    async classify(inputs) {
      await llm;
      const started = performance.now();
      const results: Classification[] = [];
      let unreadable = 0;
      const reasons = new Map<string, number>();
      for (let start = 0; start < inputs.length; start += LLM_BATCH) {
        const batch = inputs.slice(start, start + LLM_BATCH);
        // A small model on a CPU takes a minute or more a batch: say how far it got.
        process.stderr.write(
          `${modelId}: sentences ${start + 1}-${start + batch.length} of ${inputs.length}\n`,
        );
        try {
          const answer = await handlers['llm-classify']({ request, inputs: batch }, context);
          results.push(...answer.results);
        } catch (error) {
          if (!(error instanceof Error) || error.name !== 'LlmAnswerError') throw error;
          unreadable += batch.length;
          reasons.set(error.message, (reasons.get(error.message) ?? 0) + 1);
          results.push(...batch.map((): Classification => ({ label: 'none', confidence: 0 })));
        }
      }
      const seconds = (performance.now() - started) / 1000 / Math.max(1, inputs.length);
      console.log(
        `${modelId}: ${unreadable} of ${inputs.length} sentences in batches whose answer ` +
          `could not be read (scored as none); ${seconds.toFixed(2)} s per sentence`,
      );
      for (const [reason, count] of reasons) console.log(`  ${count} batch(es): ${reason}`);
      return results;
    },
    dispose: () => void llm.then((loaded) => loaded.dispose()),
  };
}
