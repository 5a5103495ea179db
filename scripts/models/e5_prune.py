"""A vocabulary cut to what Chinese and English writing needs: pieces made only of ASCII, CJK
ideographs and their punctuation (full-width forms included). The embedding table holds most
of the model's bytes, so this roughly halves the download."""

import dataclasses

import numpy as np


def _wanted(ch):
    cp = ord(ch)
    return (
        cp < 0x80
        or ch == "▁"
        or 0x2000 <= cp <= 0x206F  # general punctuation: dashes, quotes, ellipsis
        or 0x3000 <= cp <= 0x303F  # CJK punctuation
        or 0x4E00 <= cp <= 0x9FFF  # CJK unified ideographs
        or 0xFF00 <= cp <= 0xFFEF  # full-width forms
    )


def kept_ids(f):
    special = set(f.special.values()) | {i for i, p in enumerate(f.pieces) if p == "<mask>"}
    return [i for i, p in enumerate(f.pieces) if i in special or all(_wanted(c) for c in p)]


def pruned(f):
    keep = kept_ids(f)
    if keep[:4] != [0, 1, 2, 3]:
        raise ValueError("the special pieces must keep their ids")
    table = f.tensors["emb.word"].reshape(f.vocab_size, f.hidden)
    tensors = dict(f.tensors)
    tensors["emb.word"] = np.ascontiguousarray(table[keep]).reshape(-1)
    return dataclasses.replace(
        f,
        vocab_size=len(keep),
        pieces=[f.pieces[i] for i in keep],
        scores=f.scores[keep],
        tensors=tensors,
    )
