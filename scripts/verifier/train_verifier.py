"""Trains a small cross-encoder that reads a draft and one memory together and says whether the
draft touches it: a verifier for the panel's gate (docs/measurements.md, "A trained verifier").
A measurement, not part of the app. CPU only; never in CI.

The model is the built-in embedder's first LAYERS layers (multilingual-e5-small, vocabulary cut
as the app ships it, word embeddings frozen) and one linear output on the mean of the pair's
tokens. Input: "query: DRAFT</s></s>query: MEMORY", as XLM-R joins a pair.

Groups of one draft, its memory and NEGATIVES others, from permissively licensed data only:
  - MemoryBank (MIT): a person's turn and the turn one or two after it the same day (a later
    message about the same thing), within English, within Chinese and across the two (the chats
    are parallel); the negatives are the same person's turns from other days (the same voice on
    another subject, as a person's own small talk is) and one from another person. Three people
    are held out, for the validation printed as training goes.
  - Tatoeba cmn-eng (CC BY 2.0 FR): a sentence and its translation, against other sentences of
    the translation's language, so that a memory in the other language is read at all.
Loss per group: binary cross-entropy on every pair (an absolute "touches it", what a gate
needs) plus a softmax over the group (the memory above the others). Checkpoints every
CHECKPOINT_EVERY steps to OUT/checkpoint.pt and resumes from it.

    python train_verifier.py E5S1_FILE TATOEBA_FILE MEMORYBANK_DIR OUT_DIR [--steps N]
"""

import argparse
import json
import os
import random
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "models"))
from e5_onnx import torch_model  # noqa: E402
from e5_prune import pruned  # noqa: E402
from e5_tokenizer import build_tokenizer  # noqa: E402
from e5s1_format import read_e5s1  # noqa: E402
from training_run import Checkpoint, warmup_then_linear_decay  # noqa: E402

LAYERS = 6
NEGATIVES = 4
PREFIX = "query: "
MAX_TOKENS = 48  # per side; a draft or a memory is a sentence or two
LEARNING_RATE = 3e-5
WARMUP = 40
CHECKPOINT_EVERY = 50
HELD_OUT_PEOPLE = 3
TRANSLATION_GROUPS = 2500


def memorybank_groups(folder, rng):
    """(draft, memory, negatives) from MemoryBank's parallel chats; the last people held out."""
    people = []
    for lang, name in (("en", "memory_bank_en.json"), ("zh", "memory_bank_cn.json")):
        sub = "en" if lang == "en" else "cn"
        with open(os.path.join(folder, sub, name), encoding="utf-8") as f:
            people.append(list(json.load(f).values()))
    train, held = [], []
    for n, (person_en, person_zh) in enumerate(zip(*people)):
        days = []
        for day, turns_en in person_en["history"].items():
            turns_zh = person_zh["history"].get(day)
            if turns_zh is None or len(turns_zh) != len(turns_en):
                continue  # four days are not aligned turn by turn
            days.append(([t["query"] for t in turns_en], [t["query"] for t in turns_zh]))
        groups = []
        for d, (en, zh) in enumerate(days):
            others_en = [t for e, (o, _) in enumerate(days) if e != d for t in o]
            others_zh = [t for e, (_, o) in enumerate(days) if e != d for t in o]
            for i in range(len(en)):
                for j in (i + 1, i + 2):
                    if j >= len(en):
                        continue
                    for draft_side, memory_side in ((en, en), (zh, zh), (en, zh), (zh, en)):
                        pool = others_en if memory_side is en else others_zh
                        if len(pool) < NEGATIVES:
                            continue
                        groups.append((draft_side[j], memory_side[i], rng.sample(pool, NEGATIVES - 1)))
        (held if n >= len(people[0]) - HELD_OUT_PEOPLE else train).append(groups)
    # The one negative from another person: a turn of the next person's groups.
    def finish(per_person):
        out = []
        for n, groups in enumerate(per_person):
            strangers = [g[1] for g in per_person[(n + 1) % len(per_person)]]
            out += [(d, m, negs + [rng.choice(strangers)]) for d, m, negs in groups]
        return out

    return finish(train), finish(held)


def translation_groups(path, rng):
    with open(path, encoding="utf-8") as f:
        pairs = [tuple(line.split("\t")[:2]) for line in f if line.count("\t") >= 2]
    rng.shuffle(pairs)
    pairs = [p for p in pairs if len(p[0].split()) >= 5][:TRANSLATION_GROUPS]
    groups = []
    for k, (en, zh) in enumerate(pairs):
        others = rng.sample(pairs, NEGATIVES)
        if k % 2 == 0:
            groups.append((en, zh, [o[1] for o in others if o[1] != zh][:NEGATIVES]))
        else:
            groups.append((zh, en, [o[0] for o in others if o[0] != en][:NEGATIVES]))
    return [g for g in groups if len(g[2]) == NEGATIVES]


class CrossEncoder(torch.nn.Module):
    def __init__(self, bert):
        super().__init__()
        bert.encoder.layer = bert.encoder.layer[:LAYERS]
        self.bert = bert
        self.out = torch.nn.Linear(bert.config.hidden_size, 1)

    def forward(self, ids, mask):
        hidden = self.bert(input_ids=ids, attention_mask=mask, token_type_ids=torch.zeros_like(ids)).last_hidden_state
        m = mask.unsqueeze(-1).float()
        return self.out((hidden * m).sum(1) / m.sum(1)).squeeze(-1)


def pair_encoder(tokenizer, pad_id, eos_id):
    def encode(pairs):
        rows = []
        for draft, memory in pairs:
            a = tokenizer.encode(PREFIX + draft).ids  # <s> … </s>
            b = tokenizer.encode(PREFIX + memory).ids
            rows.append(a + [eos_id] + b[1:])
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), pad_id, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for k, r in enumerate(rows):
            ids[k, : len(r)] = torch.tensor(r)
            mask[k, : len(r)] = 1
        return ids, mask

    return encode


def group_batch(groups):
    pairs, labels = [], []
    for draft, memory, negatives in groups:
        pairs += [(draft, memory)] + [(draft, n) for n in negatives]
        labels += [1.0] + [0.0] * len(negatives)
    return pairs, torch.tensor(labels)


def validate(model, encode, groups):
    """Held-out people: the share of groups whose memory scores above every negative, and the
    pairs' accuracy at 0."""
    model.eval()
    top, right, total = 0, 0, 0
    with torch.no_grad():
        for k in range(0, len(groups), 16):
            pairs, labels = group_batch(groups[k : k + 16])
            logits = model(*encode(pairs)).view(-1, NEGATIVES + 1)
            top += int((logits.argmax(1) == 0).sum())
            right += int(((logits.view(-1) > 0).float() == labels).sum())
            total += len(labels)
    model.train()
    return top / len(groups), right / total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("tatoeba")
    parser.add_argument("memorybank")
    parser.add_argument("out")
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--batch", type=int, default=12, help="groups a step")
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(os.cpu_count() or 1)
    rng = random.Random(0)

    f = pruned(read_e5s1(open(args.source, "rb").read()))
    tokenizer = build_tokenizer(f.pieces, f.scores, f.special, f.normalisation)[0]
    tokenizer.enable_truncation(MAX_TOKENS)
    encode = pair_encoder(tokenizer, f.special["pad"], f.special["eos"])
    model = CrossEncoder(torch_model(f)).train()
    model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimiser = torch.optim.AdamW(trainable, lr=LEARNING_RATE, weight_decay=0.01)
    schedule = warmup_then_linear_decay(optimiser, WARMUP, args.steps)
    later, held = memorybank_groups(args.memorybank, rng)
    translations = translation_groups(args.tatoeba, rng)
    train = later + translations
    rng.shuffle(train)
    held = random.Random(2).sample(held, min(400, len(held)))
    print(f"{len(train)} groups ({len(later)} later-message, {len(translations)} translations); {len(held)} held out")
    run = {"steps": args.steps, "batch": args.batch, "groups": len(train), "layers": LAYERS}
    checkpoint = Checkpoint(args.out, run, model, optimiser, schedule)
    step = checkpoint.resume()
    if step == 0:
        print("held-out before training: top %.3f, pairs right %.3f" % validate(model, encode, held))
    bce = torch.nn.BCEWithLogitsLoss()
    started = time.time()
    while step < args.steps:
        groups = train[(step * args.batch) % len(train) :][: args.batch]
        pairs, labels = group_batch(groups)
        logits = model(*encode(pairs))
        listwise = torch.nn.functional.cross_entropy(logits.view(-1, NEGATIVES + 1), torch.zeros(len(groups), dtype=torch.long))
        loss = bce(logits, labels) + listwise
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        step += 1
        if step % 10 == 0:
            print(f"step {step}: loss {loss.item():.3f} ({(time.time() - started) / 10:.2f} s a step)", flush=True)
            started = time.time()
        if step % CHECKPOINT_EVERY == 0 or step == args.steps:
            checkpoint.save(step)
            if step % (CHECKPOINT_EVERY * 4) == 0 or step == args.steps:
                print("held-out at step %d: top %.3f, pairs right %.3f" % ((step,) + validate(model, encode, held)), flush=True)
    torch.save(model.state_dict(), os.path.join(args.out, "verifier.pt"))
    print(f"wrote {os.path.join(args.out, 'verifier.pt')}")


if __name__ == "__main__":
    main()
