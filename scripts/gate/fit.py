"""Fits the learnt show-nothing gates of docs/measurements.md ("A learnt gate") on the design
half of the features written by features.ts and prints each beside the cosine alone, on both
halves: a bar for at most 15% false alarms on the design half, then read on the check half.

    python3 scripts/gate/fit.py FEATURES.json
"""
import json, numpy as np, sys
rows = json.load(open(sys.argv[1] if len(sys.argv) > 1 else 'gate-features.json'))

def cand_feats(r):
    cos = np.array(r['cos']); lex = np.array(r['lex'])
    order = np.argsort(-cos)
    nxt = np.zeros_like(cos)
    for rank, i in enumerate(order):
        j = order[rank + 1] if rank + 1 < len(order) else None
        nxt[i] = cos[i] - (cos[j] if j is not None else cos[i] - 0.1)
    z = (cos - r['mu']) / max(r['sd'], 1e-3)
    csls = cos - r['top10']
    lexmax = lex.max() if lex.max() > 0 else 1
    return np.stack([cos, z, csls, nxt, (lex > 0).astype(float), lex / lexmax], 1)

def build(part):
    X, y, w, groups = [], [], [], []
    for gi, r in enumerate(rows):
        if r['part'] != part: continue
        F = cand_feats(r)
        for i in range(len(r['cos'])):
            lab = 1 if i in r['correct'] else 0
            if not r['neg'] and lab == 0: wt = 0.3
            else: wt = 1.0
            X.append(F[i]); y.append(lab); w.append(wt); groups.append(gi)
    return np.array(X), np.array(y), np.array(w), np.array(groups)

def fit(X, y, w, l2=1e-2, iters=3000, lr=0.5):
    mu, sd = X.mean(0), X.std(0) + 1e-9
    Xs = (X - mu) / sd
    W = np.zeros(X.shape[1]); b = 0.0
    pos = (w * y).sum(); neg = (w * (1 - y)).sum()
    cw = np.where(y == 1, 0.5 / pos, 0.5 / neg) * w
    for _ in range(iters):
        p = 1 / (1 + np.exp(-(Xs @ W + b)))
        g = p - y
        W -= lr * ((Xs * (g * cw)[:, None]).sum(0) + l2 * W)
        b -= lr * (g * cw).sum()
    return W, b, mu, sd

def scores(r, model, cols):
    F = cand_feats(r)[:, cols]
    W, b, mu, sd = model
    return 1 / (1 + np.exp(-(((F - mu) / sd) @ W + b)))

def evaluate(part, scorer, tau, files=None):
    out = {}
    for r in rows:
        if r['part'] != part: continue
        s = scorer(r)
        key = r['file'].split('/')[-1]
        d = out.setdefault(key, {'neg': 0, 'fa': 0, 'pos': 0, 'rec': 0})
        if r['neg']:
            d['neg'] += 1; d['fa'] += int((s >= tau).any())
        else:
            d['pos'] += 1
            shown = s >= tau
            # shown within the panel's top 8 by score
            top = np.argsort(-s)[:8]
            d['rec'] += int(any(shown[i] and i in r['correct'] for i in top))
    return out

def pick_tau(part, scorer, max_fa=0.15):
    negs = [scorer(r).max() for r in rows if r['part'] == part and r['neg']]
    negs = sorted(negs, reverse=True)
    k = int(max_fa * len(negs))
    return negs[k] + 1e-6

def show(tag, res):
    tot = {'neg': 0, 'fa': 0, 'pos': 0, 'rec': 0}
    parts = []
    for k, d in sorted(res.items()):
        for a in tot: tot[a] += d[a]
        fa = d['fa'] / d['neg'] if d['neg'] else float('nan'); rc = d['rec'] / d['pos'] if d['pos'] else float('nan')
        parts.append(f"{k[:18]} FA {fa:.2f} rec {rc:.2f}")
    print(tag, ' | '.join(parts), f"|| all FA {tot['fa']/tot['neg']:.3f} rec {tot['rec']/tot['pos']:.3f}")

cos_scorer = lambda r: np.array(r['cos'])
for max_fa in (0.15,):
    tau = pick_tau('design', cos_scorer, max_fa)
    print(f'cosine alone, tau {tau:.3f} (design FA<={max_fa})')
    show(' design', evaluate('design', cos_scorer, tau)); show(' check ', evaluate('check', cos_scorer, tau))
for name, cols in [('cos+z', [0, 1]), ('cos+z+csls', [0, 1, 2]), ('cos+z+margin', [0, 1, 3]), ('cos+lex', [0, 4, 5]), ('all', [0, 1, 2, 3, 4, 5]), ('z+lex', [1, 4, 5]), ('z+csls+lex', [1, 2, 4, 5])]:
    X, y, w, g = build('design')
    m = fit(X[:, cols], y, w)
    sc = lambda r, m=m, cols=cols: scores(r, m, cols)
    tau = pick_tau('design', sc)
    print(f'{name}: weights {np.round(m[0], 2)} tau {tau:.3f}')
    show(' design', evaluate('design', sc, tau)); show(' check ', evaluate('check', sc, tau))
