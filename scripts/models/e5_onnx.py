"""The stored weights as a transformers BertModel, exported to ONNX with 4-bit weights."""

import logging

import numpy as np
import onnx
import torch
from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer
from transformers import BertConfig, BertModel

from e5_embedding_q4 import replace_word_embeddings

# The table's name in the exported graph (_Encoder wraps BertModel as `model`).
WORD_EMBEDDINGS = "model.embeddings.word_embeddings.weight"


def bert_config(f):
    return BertConfig(
        vocab_size=f.vocab_size,
        hidden_size=f.hidden,
        num_hidden_layers=f.layers,
        num_attention_heads=f.heads,
        intermediate_size=f.intermediate,
        max_position_embeddings=f.max_positions,
        type_vocab_size=f.type_vocab,
        layer_norm_eps=f.eps,
        hidden_act="gelu",
        pad_token_id=f.special["pad"],
    )


def _state_dict(f):
    H, FF = f.hidden, f.intermediate
    t = f.tensors

    def m(name, *shape):
        return torch.from_numpy(np.ascontiguousarray(t[name].reshape(*shape)))

    sd = {
        "embeddings.word_embeddings.weight": m("emb.word", f.vocab_size, H),
        "embeddings.position_embeddings.weight": m("emb.pos", f.max_positions, H),
        "embeddings.token_type_embeddings.weight": m("emb.type", f.type_vocab, H),
        "embeddings.LayerNorm.weight": m("emb.ln.w", H),
        "embeddings.LayerNorm.bias": m("emb.ln.b", H),
    }
    parts = {
        "q": ("attention.self.query", H, H),
        "k": ("attention.self.key", H, H),
        "v": ("attention.self.value", H, H),
        "ao": ("attention.output.dense", H, H),
        "fi": ("intermediate.dense", FF, H),
        "fo": ("output.dense", H, FF),
    }
    for i in range(f.layers):
        p = f"encoder.layer.{i}."
        for short, (name, rows, cols) in parts.items():
            sd[p + name + ".weight"] = m(f"l{i}.{short}.w", rows, cols)
            sd[p + name + ".bias"] = m(f"l{i}.{short}.b", rows)
        for short, name in (("aln", "attention.output.LayerNorm"), ("oln", "output.LayerNorm")):
            sd[p + name + ".weight"] = m(f"l{i}.{short}.w", H)
            sd[p + name + ".bias"] = m(f"l{i}.{short}.b", H)
    return sd


def torch_model(f):
    model = BertModel(bert_config(f), add_pooling_layer=False)
    missing, unexpected = model.load_state_dict(_state_dict(f), strict=False)
    # position_ids is a buffer transformers makes itself; anything else missing is a bug.
    missing = [k for k in missing if not k.endswith("position_ids")]
    if missing or unexpected:
        raise ValueError(f"weights do not fit: missing {missing}, unexpected {unexpected}")
    return model.eval()


class _Encoder(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask, token_type_ids):
        out = self.model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
        return out.last_hidden_state


def export_onnx(model, path):
    ids = torch.tensor([[0, 35378, 12, 2], [0, 6, 5, 2]], dtype=torch.long)
    mask = torch.ones_like(ids)
    types = torch.zeros_like(ids)
    axes = {0: "batch_size", 1: "sequence_length"}
    torch.onnx.export(
        _Encoder(model),
        (ids, mask, types),
        path,
        input_names=["input_ids", "attention_mask", "token_type_ids"],
        output_names=["last_hidden_state"],
        dynamic_axes={"input_ids": axes, "attention_mask": axes, "token_type_ids": axes, "last_hidden_state": axes},
        opset_version=17,
        do_constant_folding=True,
        dynamo=False,
    )
    onnx.checker.check_model(path)


def quantise(source, target):
    """Weights only, activations stay float: a text's vector must not depend on the texts it
    is batched with. Dynamic int8 quantises activations with one scale per batch, and E5's
    cosines sit so close together that this reorders rankings (measured). Every weight
    matrix keeps the 4-bit blocks of 32 it came in: the encoder's MatMuls as MatMulNBits,
    the embedding table as packed rows (e5_embedding_q4.py)."""
    quantizer = MatMulNBitsQuantizer(
        onnx.load(source), bits=4, block_size=32, is_symmetric=True, op_types_to_quantize=("MatMul",)
    )
    # The quantizer logs every node it looks at; only its warnings matter here.
    logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
    quantizer.process()
    model = replace_word_embeddings(quantizer.model.model, WORD_EMBEDDINGS)
    onnx.checker.check_model(model)
    onnx.save(model, target)
