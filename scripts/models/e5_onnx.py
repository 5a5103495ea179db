"""The stored weights as a transformers BertModel, exported to ONNX with 8-bit encoder weights
and the 4-bit embedding table."""

import os
import tempfile

import numpy as np
import onnx
import torch
from onnxruntime.quantization import QuantType, quantize_dynamic
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


def with_weights(f, state_dict, blend=1.0):
    """`f` with the encoder's weights taken from a state dict of `torch_model(f)`'s shape (as
    train_e5.py writes it): every tensor but the word embeddings, which stay as they came.
    `blend` < 1 moves each weight only that share of the way from `f`'s to the trained one (a
    blend of the two models, which keeps more of what the untouched one knew)."""
    tensors = dict(f.tensors)
    names = _e5s1_names(f.layers)
    for name, value in _state_dict(f).items():
        if name == "embeddings.word_embeddings.weight":
            continue
        trained = state_dict[name].detach().cpu().numpy().astype(np.float32)
        if trained.shape != tuple(value.shape):
            raise ValueError(f"{name}: trained {trained.shape}, expected {tuple(value.shape)}")
        base = value.numpy().astype(np.float32)
        trained = base + np.float32(blend) * (trained - base)
        tensors[names[name]] = trained.reshape(f.tensors[names[name]].shape)
    return type(f)(**{**f.__dict__, "tensors": tensors})


def _e5s1_names(layers):
    """The E5S1 tensor name of each state-dict entry _state_dict builds."""
    names = {
        "embeddings.word_embeddings.weight": "emb.word",
        "embeddings.position_embeddings.weight": "emb.pos",
        "embeddings.token_type_embeddings.weight": "emb.type",
        "embeddings.LayerNorm.weight": "emb.ln.w",
        "embeddings.LayerNorm.bias": "emb.ln.b",
    }
    parts = {"q": "attention.self.query", "k": "attention.self.key", "v": "attention.self.value",
             "ao": "attention.output.dense", "fi": "intermediate.dense", "fo": "output.dense",
             "aln": "attention.output.LayerNorm", "oln": "output.LayerNorm"}
    for i in range(layers):
        for short, name in parts.items():
            names[f"encoder.layer.{i}.{name}.weight"] = f"l{i}.{short}.w"
            names[f"encoder.layer.{i}.{name}.bias"] = f"l{i}.{short}.b"
    return names



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
    """The encoder's MatMuls become dynamic 8-bit (MatMulInteger on uint8 weights, one scale
    per matrix; activations quantised per pass), the word-embedding table keeps the package's
    4-bit blocks as packed rows (e5_embedding_q4.py). In onnxruntime-web this runs about
    four times faster than the package's 4-bit blocks as MatMulNBits, which its WebAssembly
    build has no fast kernel for (measured: 80 ms against 20 ms for a 16-token query on one
    thread). Per-channel weight scales were as accurate and slower there.

    Dynamic quantisation takes one activation scale per forward pass, so a text's vector would
    depend on the texts batched with it: the app embeds one text per pass (e5-embedder.ts),
    and so do the checks and the language means here."""
    with tempfile.TemporaryDirectory() as tmp:
        dynamic = os.path.join(tmp, "dynamic.onnx")
        quantize_dynamic(source, dynamic, weight_type=QuantType.QUInt8, op_types_to_quantize=["MatMul"])
        model = replace_word_embeddings(onnx.load(dynamic), WORD_EMBEDDINGS)
    onnx.checker.check_model(model)
    onnx.save(model, target)
