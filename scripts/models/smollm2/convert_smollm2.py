"""SmolLM2-135M-Instruct from a GGUF file into the Hub layout transformers.js loads for an
instruct LLM: config.json, generation_config.json, tokenizer.json, tokenizer_config.json (with
the chat template) and onnx/model_q4.onnx (4-bit MatMulNBits weights, a key/value cache).

  python convert_smollm2.py MODEL.gguf OUT_DIR

transformers' GGUF loader dequantises the file into a float LlamaForCausalLM (the reference);
llama_onnx.py writes the same decoder out for export; the checks print how far each step
moves from the reference."""

import json
import os
import sys
import tempfile

import numpy as np
import onnx
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from check_generation import PROMPTS, check_generation
from gguf_blocks import carry_blocks
from llama_onnx import ExportableLlama, export

# transformers' config fields that describe the GGUF source, not the model.
NOT_FOR_THE_HUB = ("quantization_config", "_name_or_path", "_model_name_or_path", "transformers_version")
# transformers' defaults for every model, which say nothing about this one.
DEFAULTS = ("id2label", "label2id", "problem_type", "return_dict", "chunk_size_feed_forward",
            "output_attentions", "output_hidden_states", "is_encoder_decoder")
TOKENIZER_RUNTIME = ("name_or_path", "is_local", "local_files_only", "backend")
GENERATION_KEYS = ("bos_token_id", "eos_token_id", "pad_token_id")


def load(gguf_path):
    folder, name = os.path.split(os.path.abspath(gguf_path))
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=name, dtype=torch.float32)
    return tokenizer, model.eval()


def check_wrapper(model, wrapper, tokenizer):
    """The written-out decoder against transformers' on a whole prompt and then token by
    token from its cache."""
    text = tokenizer.apply_chat_template(
        [{"role": "user", "content": "Name three colours."}], add_generation_prompt=True, tokenize=False
    )
    ids = tokenizer(text, return_tensors="pt").input_ids
    n = ids.shape[1]
    with torch.no_grad():
        want = model(ids).logits
        mask = torch.ones_like(ids)
        empty = [torch.zeros(1, wrapper.kv_heads, 0, wrapper.head_dim) for _ in range(2 * len(wrapper.layers))]
        head, *cache = wrapper(ids[:, :-3], mask[:, :-3], torch.arange(n - 3)[None], *empty)
        tails = []
        for t in range(n - 3, n):
            step, *cache = wrapper(ids[:, t : t + 1], mask[:, : t + 1], torch.tensor([[t]]), *cache)
            tails.append(step)
    got = torch.cat([head, *tails], dim=1)
    diff = (got - want).abs().max().item()
    print(f"check: written-out decoder vs transformers, {n} tokens, max |logit diff| {diff:.2e}")
    if diff > 1e-3:
        raise SystemExit("the written-out decoder does not match transformers' LlamaForCausalLM")


def quantise(source, target):
    model = onnx.load(source)
    counts = carry_blocks(model)
    print(f"check: {counts[4]} matrices kept as the file's 4-bit blocks, {counts[8]} as its 8-bit ones")
    onnx.checker.check_model(model)
    onnx.save(model, target)


def hub_config(model):
    config = model.config.to_dict()
    for key in NOT_FOR_THE_HUB + DEFAULTS:
        config.pop(key, None)
    config["architectures"] = ["LlamaForCausalLM"]
    # transformers.js reads rope_theta at the top level; newer transformers nests it.
    config["rope_theta"] = model.config.rope_parameters["rope_theta"]
    return config


def write_tokenizer(tokenizer, out, max_length):
    with tempfile.TemporaryDirectory() as tmp:
        tokenizer.save_pretrained(tmp)
        with open(os.path.join(tmp, "tokenizer.json"), encoding="utf-8") as f:
            tokenizer_json = json.load(f)
        with open(os.path.join(tmp, "tokenizer_config.json"), encoding="utf-8") as f:
            tokenizer_config = json.load(f)
    # Written into tokenizer_config.json, where every transformers.js release looks for it.
    tokenizer_config["chat_template"] = tokenizer.chat_template
    for key in TOKENIZER_RUNTIME:
        tokenizer_config.pop(key, None)
    tokenizer_config["model_max_length"] = max_length
    tokenizer_config["tokenizer_class"] = "GPT2Tokenizer"
    write_json(os.path.join(out, "tokenizer.json"), tokenizer_json)
    write_json(os.path.join(out, "tokenizer_config.json"), tokenizer_config)


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=2, ensure_ascii=False, sort_keys=True)
        f.write("\n")


def main(gguf_path, out):
    torch.manual_seed(0)
    tokenizer, model = load(gguf_path)
    wrapper = ExportableLlama(model).eval()
    check_wrapper(model, wrapper, tokenizer)

    os.makedirs(os.path.join(out, "onnx"), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        float_path = os.path.join(tmp, "model.onnx")
        export(wrapper, float_path, len(wrapper.layers))
        q4_path = os.path.join(out, "onnx", "model_q4.onnx")
        quantise(float_path, q4_path)
        matched = check_generation(model, tokenizer, {"float ONNX": float_path, "4-bit ONNX": q4_path})
    # The 4-bit graph carries the file's own blocks, so anything short of the reference's
    # greedy text on every prompt means a wrong graph, not rounding: stop rather than ship it.
    short = [label for label, count in matched.items() if count < len(PROMPTS)]
    if short:
        raise SystemExit(f"greedy generation differs from transformers' for: {', '.join(short)}")

    write_json(os.path.join(out, "config.json"), hub_config(model))
    generation = model.generation_config.to_dict()
    write_json(os.path.join(out, "generation_config.json"), {k: generation[k] for k in GENERATION_KEYS})
    write_tokenizer(tokenizer, out, model.config.max_position_embeddings)
    size = os.path.getsize(os.path.join(out, "onnx", "model_q4.onnx"))
    print(f"onnx/model_q4.onnx: {size / 1e6:.1f} MB")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    np.set_printoptions(precision=4)
    main(sys.argv[1], sys.argv[2])
