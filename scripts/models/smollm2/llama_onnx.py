"""A Llama decoder written out in plain torch operators, for export to ONNX with a key/value
cache in the layout transformers.js feeds a decoder:

  inputs   input_ids, attention_mask, position_ids [batch, ...] int64,
           past_key_values.{i}.key / .value [batch, kv_heads, past, head_dim] float32
  outputs  logits [batch, seq, vocab], present.{i}.key / .value (past and new, concatenated)

transformers' own LlamaForCausalLM keeps its cache in a Python object that the TorchScript
exporter cannot flatten, so the same arithmetic is spelled out here over its weights; the
build checks that both give the same logits before exporting."""

import torch
from torch import nn


class _Layer(nn.Module):
    def __init__(self, layer, heads, kv_heads, head_dim):
        super().__init__()
        attn, mlp = layer.self_attn, layer.mlp
        self.q, self.k, self.v, self.o = attn.q_proj, attn.k_proj, attn.v_proj, attn.o_proj
        self.gate, self.up, self.down = mlp.gate_proj, mlp.up_proj, mlp.down_proj
        self.norm_attn = layer.input_layernorm.weight
        self.norm_mlp = layer.post_attention_layernorm.weight
        self.heads, self.kv_heads, self.head_dim = heads, kv_heads, head_dim


class ExportableLlama(nn.Module):
    def __init__(self, model):
        super().__init__()
        c = model.config
        self.heads = c.num_attention_heads
        self.kv_heads = c.num_key_value_heads
        self.head_dim = getattr(c, "head_dim", None) or c.hidden_size // c.num_attention_heads
        self.eps = c.rms_norm_eps
        theta = c.rope_parameters["rope_theta"]
        if c.rope_parameters.get("rope_type", "default") != "default":
            raise ValueError("only plain RoPE is written out here")
        inv_freq = 1.0 / (theta ** (torch.arange(0, self.head_dim, 2, dtype=torch.float32) / self.head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.embed = model.model.embed_tokens
        self.layers = nn.ModuleList(
            _Layer(layer, self.heads, self.kv_heads, self.head_dim) for layer in model.model.layers
        )
        self.norm = model.model.norm.weight
        self.lm_head = model.lm_head

    def _rms(self, x, weight):
        variance = x.pow(2).mean(-1, keepdim=True)
        return weight * (x * torch.rsqrt(variance + self.eps))

    @staticmethod
    def _rotate(x, cos, sin):
        half = x.shape[-1] // 2
        rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
        return x * cos + rotated * sin

    def forward(self, input_ids, attention_mask, position_ids, *past):
        batch, seq = input_ids.shape
        h = self.embed(input_ids)
        angles = position_ids.to(torch.float32)[..., None] * self.inv_freq  # [b, s, d/2]
        angles = torch.cat((angles, angles), dim=-1)[:, None]  # [b, 1, s, d]
        cos, sin = angles.cos(), angles.sin()

        # Query q (at absolute place past + q) sees key k when k <= past + q and k is not padding.
        total = attention_mask.shape[1]
        past_len = total - seq
        keys_at = torch.arange(total, device=input_ids.device)[None, :]
        queries_at = (torch.arange(seq, device=input_ids.device) + past_len)[:, None]
        allowed = (keys_at <= queries_at)[None, None] & (attention_mask[:, None, None, :] > 0)
        # The two fill values are constants, so the tracer's warning about torch.tensor here is
        # expected and harmless.
        bias = torch.where(allowed, torch.tensor(0.0), torch.tensor(torch.finfo(torch.float32).min))

        presents = []
        group = self.heads // self.kv_heads
        for i, layer in enumerate(self.layers):
            x = self._rms(h, layer.norm_attn)
            q = layer.q(x).view(batch, seq, self.heads, self.head_dim).transpose(1, 2)
            k = layer.k(x).view(batch, seq, self.kv_heads, self.head_dim).transpose(1, 2)
            v = layer.v(x).view(batch, seq, self.kv_heads, self.head_dim).transpose(1, 2)
            q, k = self._rotate(q, cos, sin), self._rotate(k, cos, sin)
            k = torch.cat((past[2 * i], k), dim=2)
            v = torch.cat((past[2 * i + 1], v), dim=2)
            presents += [k, v]
            k_all = k.repeat_interleave(group, dim=1)
            v_all = v.repeat_interleave(group, dim=1)
            scores = q @ k_all.transpose(-1, -2) / (self.head_dim**0.5) + bias
            attended = torch.softmax(scores, dim=-1) @ v_all
            attended = attended.transpose(1, 2).reshape(batch, seq, self.heads * self.head_dim)
            h = h + layer.o(attended)
            x = self._rms(h, layer.norm_mlp)
            h = h + layer.down(nn.functional.silu(layer.gate(x)) * layer.up(x))
        logits = self.lm_head(self._rms(h, self.norm))
        return (logits, *presents)


def io_names(layers):
    past, present = [], []
    for i in range(layers):
        past += [f"past_key_values.{i}.key", f"past_key_values.{i}.value"]
        present += [f"present.{i}.key", f"present.{i}.value"]
    return past, present


def export(wrapper, path, layers):
    past_names, present_names = io_names(layers)
    ids = torch.tensor([[1, 9690, 198]], dtype=torch.long)
    past_len = 2
    mask = torch.ones(1, past_len + ids.shape[1], dtype=torch.long)
    positions = torch.arange(past_len, past_len + ids.shape[1])[None]
    past = [torch.zeros(1, wrapper.kv_heads, past_len, wrapper.head_dim) for _ in past_names]
    axes = {
        "input_ids": {0: "batch_size", 1: "sequence_length"},
        "attention_mask": {0: "batch_size", 1: "total_sequence_length"},
        "position_ids": {0: "batch_size", 1: "sequence_length"},
        "logits": {0: "batch_size", 1: "sequence_length"},
    }
    for name in past_names:
        axes[name] = {0: "batch_size", 2: "past_sequence_length"}
    for name in present_names:
        axes[name] = {0: "batch_size", 2: "total_sequence_length"}
    with torch.no_grad():
        torch.onnx.export(
            wrapper,
            (ids, mask, positions, *past),
            path,
            input_names=["input_ids", "attention_mask", "position_ids", *past_names],
            output_names=["logits", *present_names],
            dynamic_axes=axes,
            opset_version=17,
            do_constant_folding=True,
            dynamo=False,
        )
