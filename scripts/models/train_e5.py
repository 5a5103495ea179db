"""Fine-tunes the built-in embedder's encoder (multilingual-e5-small, vocabulary cut as the app
ships it) on English–Chinese sentence pairs, on the CPU, and writes the encoder's weights for
`convert_e5.py --weights`. Run by `npm run models:train` (scripts/models/train.sh); never in CI.

Pairs: a person's message and their next message the same day, from MemoryBank's parallel
English and Chinese chats (MIT; within and across the languages: "a later message about the
same thing"), interleaved with as many Tatoeba English–Chinese translations (CC BY 2.0 FR).
Loss, per batch of pairs (a_i, b_i):
  - contrastive (InfoNCE both ways, in-batch negatives, temperature TAU): each pair's other
    side must be nearer than every other sentence of the batch;
  - distillation: each sentence's vector stays near the one the untouched model gives it
    (1 − cosine), so what the model knew of English and Chinese alone is not traded away.
The word embeddings stay frozen (the app keeps them in 4-bit blocks; only the encoder's layers,
exported in 8 bits, change). Deterministic for a given seed, data and step count; checkpoints
every CHECKPOINT_EVERY steps to OUT/checkpoint.pt and resumes from it.

    python train_e5.py E5S1_FILE TATOEBA_FILE MEMORYBANK_DIR OUT_DIR [--steps N] [--batch B] [--distill W]
"""

import argparse
import json
import os
import random
import time

import numpy as np
import torch

from e5_onnx import torch_model
from e5_prune import pruned
from e5_tokenizer import build_tokenizer
from e5s1_format import read_e5s1
from training_run import Checkpoint, warmup_then_linear_decay

PREFIX = "query: "  # the app asks E5 with "query: " on both sides
TAU = 0.05
DISTILL_WEIGHT = 1.0
LEARNING_RATE = 2e-5
WARMUP = 30
MAX_TOKENS = 64
CHECKPOINT_EVERY = 25
HELD_OUT = 500  # pairs never trained on: the retrieval check printed as training goes


def tatoeba_pairs(path):
    """English–Chinese translations, shuffled once: the held-out ones first."""
    with open(path, encoding="utf-8") as f:
        pairs = [tuple(line.split("\t")[:2]) for line in f if line.count("\t") >= 2]
    random.Random(0).shuffle(pairs)
    return pairs[HELD_OUT:], pairs[:HELD_OUT]


def memorybank_pairs(folder):
    """A later message about the same thing: each of a person's turns and their next turn the
    same day, in MemoryBank's parallel English and Chinese chats (the same people, days and
    turns in both), within each language and across them."""
    with open(os.path.join(folder, "en", "memory_bank_en.json"), encoding="utf-8") as f:
        english = json.load(f)
    with open(os.path.join(folder, "cn", "memory_bank_cn.json"), encoding="utf-8") as f:
        chinese = json.load(f)
    pairs = []
    for person_en, person_zh in zip(english.values(), chinese.values()):
        for day, turns_en in person_en["history"].items():
            turns_zh = person_zh["history"].get(day)
            if turns_zh is None or len(turns_zh) != len(turns_en):
                continue  # four days are not aligned turn by turn
            en = [t["query"] for t in turns_en]
            zh = [t["query"] for t in turns_zh]
            for i in range(len(en) - 1):
                pairs += [(en[i], en[i + 1]), (zh[i], zh[i + 1]), (en[i], zh[i + 1]), (zh[i], en[i + 1])]
    random.Random(1).shuffle(pairs)
    return pairs


def encoder(tokenizer):
    def encode(texts):
        batch = tokenizer.encode_batch([PREFIX + t for t in texts])
        ids = torch.tensor([e.ids for e in batch], dtype=torch.long)
        mask = torch.tensor([e.attention_mask for e in batch], dtype=torch.long)
        return ids, mask

    return encode


def embed(model, ids, mask):
    hidden = model(input_ids=ids, attention_mask=mask, token_type_ids=torch.zeros_like(ids)).last_hidden_state
    m = mask.unsqueeze(-1).float()
    pooled = (hidden * m).sum(1) / m.sum(1)
    return torch.nn.functional.normalize(pooled, dim=-1)


def retrieval_at_1(model, encode, pairs, batch=100):
    """Share of held-out English sentences whose nearest Chinese one is their translation."""
    model.eval()
    with torch.no_grad():
        en = torch.cat([embed(model, *encode([p[0] for p in pairs[i : i + batch]])) for i in range(0, len(pairs), batch)])
        zh = torch.cat([embed(model, *encode([p[1] for p in pairs[i : i + batch]])) for i in range(0, len(pairs), batch)])
    model.train()
    return float((((en @ zh.T).argmax(1)) == torch.arange(len(pairs))).float().mean())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("tatoeba")
    parser.add_argument("memorybank")
    parser.add_argument("out")
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--distill", type=float, default=DISTILL_WEIGHT, help="weight of the distillation term")
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(os.cpu_count() or 1)

    f = pruned(read_e5s1(open(args.source, "rb").read()))
    tokenizer = build_tokenizer(f.pieces, f.scores, f.special, f.normalisation)[0]
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.enable_padding(pad_id=f.special["pad"], pad_token=f.pieces[f.special["pad"]])
    encode = encoder(tokenizer)
    teacher = torch_model(f).eval()
    student = torch_model(f).train()
    student.embeddings.word_embeddings.weight.requires_grad_(False)
    trainable = [p for p in student.parameters() if p.requires_grad]
    optimiser = torch.optim.AdamW(trainable, lr=LEARNING_RATE, weight_decay=0.01)
    schedule = warmup_then_linear_decay(optimiser, WARMUP, args.steps)
    translations, held_out = tatoeba_pairs(args.tatoeba)
    later = memorybank_pairs(args.memorybank)
    # As many translations as later-message pairs, interleaved: alignment kept while the new
    # relation is learnt.
    train = [pair for both in zip(later, translations) for pair in both]
    print(f"{len(train)} training pairs ({len(later)} later-message, as many translations)")
    run = {"steps": args.steps, "batch": args.batch, "pairs": len(train), "distill": args.distill}
    checkpoint = Checkpoint(args.out, run, student, optimiser, schedule)
    step = checkpoint.resume()
    if step == 0:
        print(f"held-out retrieval@1 before training: {retrieval_at_1(student, encode, held_out):.3f}")

    started = time.time()
    while step < args.steps:
        batch = train[(step * args.batch) % len(train) :][: args.batch]
        en_ids, en_mask = encode([p[0] for p in batch])
        zh_ids, zh_mask = encode([p[1] for p in batch])
        en, zh = embed(student, en_ids, en_mask), embed(student, zh_ids, zh_mask)
        with torch.no_grad():
            en_t, zh_t = embed(teacher, en_ids, en_mask), embed(teacher, zh_ids, zh_mask)
        logits = en @ zh.T / TAU
        target = torch.arange(len(batch))
        contrastive = (torch.nn.functional.cross_entropy(logits, target) + torch.nn.functional.cross_entropy(logits.T, target)) / 2
        distill = (2 - (en * en_t).sum(1) - (zh * zh_t).sum(1)).mean()
        loss = contrastive + args.distill * distill
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        step += 1
        if step % 5 == 0:
            rate = (time.time() - started) / 5
            started = time.time()
            print(f"step {step}: contrastive {contrastive.item():.3f}, distill {distill.item():.4f} ({rate:.1f} s a step)", flush=True)
        if step % CHECKPOINT_EVERY == 0 or step == args.steps:
            checkpoint.save(step)
    print(f"held-out retrieval@1 after {step} steps: {retrieval_at_1(student, encode, held_out):.3f}")
    torch.save(student.state_dict(), os.path.join(args.out, "encoder.pt"))
    print(f"wrote {os.path.join(args.out, 'encoder.pt')}")


if __name__ == "__main__":
    main()
