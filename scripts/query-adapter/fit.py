"""Measures two ways to reorder recall's items learnt without the dev sets (docs/measurements.md,
"A query adapter and a hubness correction"), against the app's order, on the design half of
the recall dev sets (the check half is never printed here):

- adapter:  a linear map added to e5's draft vector (384 x 384, starting at zero), fitted by
            contrastive loss on MemoryBank's cases (a person's next message finds their message
            before it among their other days' messages);
- diagonal: the same with one weight per dimension;
- hubness:  each memory's cosine less beta x its mean cosine with its ten nearest MemoryBank
            turns (a memory near everything is near every draft).

The app's order is replayed as pair-score.ts computes it (calibrated cosine, shared words for
Chinese drafts, both views over the best twenty); the printed baseline matches `npm run eval`
on recall-dev and is within a case or two on MADial (recency ties are not replayed).

    npx tsx scripts/query-adapter/dump-vectors.ts .cache/query-adapter
    .venv-models/bin/python scripts/query-adapter/fit.py .cache/query-adapter adapter|diagonal|hubness
"""
import json, sys
import numpy as np

folder, method = sys.argv[1], sys.argv[2]
data = json.load(open(f'{folder}/cases.json'))
count = len(data['texts'])
E5 = np.fromfile(f'{folder}/e5.f32', dtype=np.float32).reshape(count, data['dims']['e5'])
USE = np.fromfile(f'{folder}/use.f32', dtype=np.float32).reshape(count, data['dims']['use'])
HAN = np.array(data['han'], dtype=np.float32)
cases = data['cases']
BAR = 0.35


def is_zh(share):
    return share >= 0.5


def app_scores(case, draft=None, penalty=0.0):
    """Relevance (what the bar reads) and order, as pair-score.ts; `draft` replaces e5's."""
    q, cs = case['query'], np.array(case['candidates'])
    cosine = E5[cs] @ (E5[q] if draft is None else draft) - penalty
    calibrated = cosine + 0.2 * np.abs(HAN[q] - HAN[cs])
    relevance = calibrated + (0.15 if is_zh(HAN[q]) else 0.0) * np.array(case['lexical'])
    second = USE[cs] @ USE[q]
    weight = np.where(is_zh(HAN[q]) != is_zh(HAN[cs]), 0.3, np.where(is_zh(HAN[q]), 0.2, 0.4))
    return relevance, relevance - weight * calibrated + weight * second


def ranked(relevance, order, pool=20):
    read = set(np.argsort(-relevance)[:pool].tolist())
    key = lambda i: (0, -order[i]) if i in read else (1, -relevance[i])
    return sorted(range(len(relevance)), key=key)


def report(title, scores):
    print(title)
    groups = {}
    for case in cases:
        if case['set'] in ('memorybank', 'recall-quiet-dev') or case['part'] != 'design':
            continue
        relevance, order = scores(case)
        name = case['set'] + ('' if case['set'] != 'recall-dev' else ' ' + case['lang'])
        g = groups.setdefault(name, [0, 0, 0, 0.0, 0])
        if case['isNegative']:
            continue
        rank = next(r for r, i in enumerate(ranked(relevance, order)) if i in case['correct'])
        g[0] += 1; g[1] += rank == 0; g[2] += rank < 5; g[3] += 1 / (rank + 1)
        g[4] += max(relevance[i] for i in case['correct']) >= BAR
    for name, (n, h1, h5, mrr, shown) in sorted(groups.items()):
        if n:
            print(f'  {name:24s} {n:3d} cases  hit@1 {h1/n:.3f}  hit@5 {h5/n:.3f}  MRR {mrr/n:.3f}  shown at the bar {shown/n:.3f}')


report('the app (design half)', app_scores)

if method in ('adapter', 'diagonal'):
    import torch
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    training = [c for c in cases if c['set'] == 'memorybank']
    vectors = torch.tensor(E5)
    diagonal = method == 'diagonal'
    A = torch.nn.Parameter(torch.zeros(E5.shape[1]) if diagonal else torch.zeros(E5.shape[1], E5.shape[1]))
    decay = 1e-3 if diagonal else 1e-2
    optimiser = torch.optim.Adam([A], lr=1e-3)

    def adapt(q):
        moved = q * (1 + A) if diagonal else q + q @ A.T
        return moved / moved.norm()

    for step in range(300):
        loss = 0
        for index in rng.integers(0, len(training), 64):
            case = training[index]
            cs = vectors[case['candidates']]
            offset = torch.tensor(0.2 * np.abs(HAN[case['query']] - HAN[case['candidates']]))
            logits = (cs @ adapt(vectors[case['query']]) + offset) / 0.05
            loss = loss + torch.nn.functional.cross_entropy(logits[None], torch.tensor([0]))
        loss = loss / 64 + decay * (A ** 2).sum()
        optimiser.zero_grad(); loss.backward(); optimiser.step()
    learnt = A.detach().numpy()

    def adapted(case):
        q = E5[case['query']]
        moved = q * (1 + learnt) if diagonal else q + learnt @ q
        return app_scores(case, moved / np.linalg.norm(moved))

    report(f'{method}, fitted on MemoryBank (design half)', adapted)

if method == 'hubness':
    turns = sorted({t for c in cases if c['set'] == 'memorybank' for t in [c['query'], *c['candidates']]})
    cohort = E5[turns]
    for beta in (0.1, 0.2, 0.3):
        def corrected(case, beta=beta):
            near = np.sort(E5[case['candidates']] @ cohort.T, axis=1)[:, -10:].mean(axis=1)
            return app_scores(case, penalty=beta * near)
        report(f'hubness correction, beta {beta} (design half)', corrected)
