"""Greedy generation through onnxruntime, with the cache as transformers.js feeds it, against
transformers' own greedy generation of the float model the GGUF file dequantises to."""

import numpy as np
import onnxruntime as ort
import torch

PROMPTS = [
    "What is the capital of France?",
    "Give me one tip for sleeping better.",
    "Label each sentence as plan, idea, decision, question or none. Answer with JSON only.\n"
    "1. I will call the dentist tomorrow.\n2. Thanks, that was great!\n3. Should I learn Rust?",
    "I decided to move to Berlin next spring. What should I pack?",
]
NEW_TOKENS = 40


def _prompt_ids(tokenizer, prompt):
    text = tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True, tokenize=False)
    return tokenizer(text, return_tensors="np").input_ids.astype(np.int64)


def generate_onnx(session, ids, eos, kv_heads, head_dim, layers):
    feeds = {}
    for i in range(layers):
        for part in ("key", "value"):
            feeds[f"past_key_values.{i}.{part}"] = np.zeros((1, kv_heads, 0, head_dim), np.float32)
    tokens = []
    step_ids, done = ids, 0
    for _ in range(NEW_TOKENS):
        n = step_ids.shape[1]
        feeds["input_ids"] = step_ids
        feeds["attention_mask"] = np.ones((1, done + n), np.int64)
        feeds["position_ids"] = np.arange(done, done + n, dtype=np.int64)[None]
        logits, *presents = session.run(None, feeds)
        done += n
        for i in range(layers):
            feeds[f"past_key_values.{i}.key"] = presents[2 * i]
            feeds[f"past_key_values.{i}.value"] = presents[2 * i + 1]
        token = int(logits[0, -1].argmax())
        tokens.append(token)
        if token == eos:
            break
        step_ids = np.array([[token]], np.int64)
    return tokens


def generate_torch(model, ids):
    with torch.no_grad():
        out = model.generate(
            torch.from_numpy(ids),
            attention_mask=torch.ones(ids.shape, dtype=torch.long),
            max_new_tokens=NEW_TOKENS,
            do_sample=False,
            repetition_penalty=1.0,
        )
    return out[0, ids.shape[1] :].tolist()


def check_generation(model, tokenizer, onnx_paths):
    """Prints, per prompt, the reference continuation and how many leading tokens each ONNX
    file shares with it. Returns {label: prompts matched in full}."""
    c = model.config
    head_dim = getattr(c, "head_dim", None) or c.hidden_size // c.num_attention_heads
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    sessions = {label: ort.InferenceSession(path, options) for label, path in onnx_paths.items()}
    matched = dict.fromkeys(onnx_paths, 0)
    for prompt in PROMPTS:
        ids = _prompt_ids(tokenizer, prompt)
        want = generate_torch(model, ids)
        print(f"check: {prompt.splitlines()[0][:60]!r}")
        print(f"  PyTorch (dequantised GGUF): {tokenizer.decode(want, skip_special_tokens=True)!r}")
        for label, session in sessions.items():
            got = generate_onnx(session, ids, c.eos_token_id, c.num_key_value_heads, head_dim, c.num_hidden_layers)
            same = next((k for k, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
            is_equal = got == want
            matched[label] += is_equal
            verdict = "equal" if is_equal else f"first {same} of {len(want)} tokens equal"
            print(f"  {label}: {verdict}")
            if not is_equal:
                print(f"    {tokenizer.decode(got, skip_special_tokens=True)!r}")
    for label, count in matched.items():
        print(f"check: {label} greedy output equals PyTorch's on {count} of {len(PROMPTS)} prompts")
    return matched
