"""Reads the panel's candidates again with the trained verifier and prints what it would change
(docs/measurements.md, "A trained verifier"): as a gate (an item is shown only if the verifier
agrees, the panel's bar lowered or not) and as a second opinion on the order. The bar and the
verifier's threshold are chosen on the design half (by case id, as `npm run eval -- --part`),
by one rule fixed before any score was read — the mean share of true cases shown over
recall-dev and both MADial sets, less the share of the same person's small talk that shows
something, with the quiet set at most 0.15 — and only then read on the check half. With a
lowered bar, an item shows if it is among the panel's K best with no bar and clears it.

    python score_dev.py E5S1_FILE VERIFIER.pt CASES.json   (CASES.json from dump-cases.ts)
"""

import collections
import itertools
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(__file__))
from train_verifier import MAX_TOKENS, CrossEncoder, pair_encoder  # noqa: E402
from e5_onnx import torch_model  # noqa: E402
from e5_prune import pruned  # noqa: E402
from e5_tokenizer import build_tokenizer  # noqa: E402
from e5s1_format import read_e5s1  # noqa: E402

K = 8  # the panel's items at most (RECALL_K)
PANEL_BAR = 0.35  # RECALL_THRESHOLDS.dense in src/domain/recall-defaults.ts
QUIET_MOST = 0.15


def load(source, weights):
    f = pruned(read_e5s1(open(source, "rb").read()))
    tokenizer = build_tokenizer(f.pieces, f.scores, f.special, f.normalisation)[0]
    tokenizer.enable_truncation(MAX_TOKENS)
    model = CrossEncoder(torch_model(f))
    state = torch.load(weights)
    model.load_state_dict(state.get("model", state))  # a checkpoint, or the final weights
    return model.eval(), pair_encoder(tokenizer, f.special["pad"], f.special["eos"])


def score_all(model, encode, cases):
    pairs = [(c["query"], t["text"]) for c in cases for t in c["top"][:K]]
    out = []
    with torch.no_grad():
        for k in range(0, len(pairs), 64):
            out += model(*encode(pairs[k : k + 64])).tolist()
    it = iter(out)
    for c in cases:
        for t in c["top"][:K]:
            t["v"] = next(it)


def group_of(case):
    name = os.path.basename(case["file"]).replace(".jsonl", "")
    if name == "recall-quiet-dev":
        return "quiet"
    if name == "recall-dev":
        return "recall-dev negatives" if case["neg"] else "recall-dev"
    return name


def shown(case, bar, threshold):
    """The panel's list at `bar`, each item kept only if the verifier gives it `threshold`."""
    if bar is None:  # the panel as it is
        ids = set(case["shown"])
        return [t for t in case["top"][:K] if t["i"] in ids and t["v"] >= threshold]
    return [t for t in case["top"][:K] if t["rel"] >= bar and t["v"] >= threshold]


def table(cases, bar, threshold):
    """Per group: the share shown (true cases: their memory; negatives: anything)."""
    counts = collections.defaultdict(lambda: [0, 0])
    for c in cases:
        items = shown(c, bar, threshold)
        hit = bool(items) if c["neg"] else any(t["i"] in c["correct"] for t in items)
        counts[group_of(c)][0] += hit
        counts[group_of(c)][1] += 1
    return {g: n / total for g, (n, total) in counts.items()}


def objective(rates):
    true = [rates[g] for g in ("recall-dev", "recall-madial-en", "recall-madial-zh") if g in rates]
    return sum(true) / len(true) - rates.get("recall-dev negatives", 0)


def reranked_hits(cases, weight):
    """hit@5 per group when the verifier's probability moves an item up to 10 × weight places
    in the panel's order (weight 0: the panel's own order)."""
    counts = collections.defaultdict(lambda: [0, 0])
    for c in cases:
        if c["neg"]:
            continue
        top = c["top"][:K]
        key = {t["i"]: n - 10 * weight * torch.sigmoid(torch.tensor(t["v"])).item() for n, t in enumerate(top)}
        order = sorted(top, key=lambda t: key[t["i"]])
        hit = any(t["i"] in c["correct"] for t in order[:5])
        counts[group_of(c)][0] += hit
        counts[group_of(c)][1] += 1
    return {g: round(n / total, 3) for g, (n, total) in counts.items()}


def auc(positives, negatives):
    """The chance that a random positive scores above a random negative (ties count half)."""
    if not positives or not negatives:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def pair_and_draft_auc(cases):
    """Per pair: the right memory against the other memories in the panel's top K of the same
    true cases. Per draft: the best-scored memory of a true case's draft (when it is the right
    one, so each score is read on the cases it gets right) against the best of recall-dev's
    small talk."""
    out = {}
    for name, key in (("relevance", "rel"), ("verifier", "v")):
        right = [t[key] for c in cases if not c["neg"] for t in c["top"][:K] if t["i"] in c["correct"]]
        wrong = [t[key] for c in cases if not c["neg"] for t in c["top"][:K] if t["i"] not in c["correct"]]
        best = lambda c: max(c["top"][:K], key=lambda t: t[key])  # noqa: E731
        true_drafts = [best(c)[key] for c in cases if not c["neg"] and best(c)["i"] in c["correct"]]
        small_talk = [best(c)[key] for c in cases if c["neg"] and group_of(c) == "recall-dev negatives"]
        out[name] = (auc(right, wrong), auc(true_drafts, small_talk))
    return out


def main():
    source, weights, path = sys.argv[1:4]
    cases = json.load(open(path))
    model, encode = load(source, weights)
    score_all(model, encode, cases)
    parts = {p: [c for c in cases if c["part"] == p] for p in ("design", "check")}
    fmt = lambda rates: ", ".join(f"{g} {r:.3f}" for g, r in sorted(rates.items()))  # noqa: E731
    for part, subset in parts.items():
        for name, (pair, draft) in pair_and_draft_auc(subset).items():
            print(f"{part}, {name}: AUC per pair {pair:.3f}, per draft against the same person's small talk {draft:.3f}")
    for part, subset in parts.items():
        print(f"{part}, the panel as it is: {fmt(table(subset, None, -1e9))}")
    choices = []
    for bar, threshold in itertools.product((None, 0.25, 0.28, 0.30, 0.32), [x / 4 for x in range(-16, 17)]):
        rates = table(parts["design"], bar, threshold)
        if rates.get("quiet", 0) <= QUIET_MOST:
            choices.append((objective(rates), bar, threshold, rates))
    best = max(choices, key=lambda c: c[0])
    _, bar, threshold = best[:3]
    print(f"chosen on the design half: bar {bar or PANEL_BAR}, verifier logit ≥ {threshold}")
    for part, subset in parts.items():
        print(f"{part}, gated: {fmt(table(subset, bar, threshold))}")
    for weight in (0.0, 0.1, 0.2, 0.4):
        print(f"order moved by up to {10 * weight:g} places, hit@5 — " + "; ".join(f"{p}: {reranked_hits(s, weight)}" for p, s in parts.items()))


if __name__ == "__main__":
    main()
