"""The mean vector of each language, which the app subtracts from every vector it embeds.

E5's vectors share a large common component, and one per language: two unrelated sentences
score about 0.8, and a sentence is nearer to any sentence of its own language than to its
translation. Removing the language's mean (for mixed text, the means weighted by its Han
share) and normalising again spreads the scores and lets a translation compete with
same-language text. The means come from Tatoeba's English–Chinese pairs, never from the
evaluation files."""

import json

import numpy as np

SENTENCES_PER_LANGUAGE = 2000


def tatoeba_pairs(path, count=SENTENCES_PER_LANGUAGE):
    """Every n-th pair of the file, so the sample spans it (short and long sentences)."""
    with open(path, encoding="utf-8") as f:
        pairs = [line.split("\t")[:2] for line in f if line.count("\t") >= 2]
    step = max(1, len(pairs) // count)
    return pairs[::step][:count]


def language_means(embed, pairs):
    english = embed([en for en, _ in pairs])
    chinese = embed([zh for _, zh in pairs])
    return english.mean(axis=0), chinese.mean(axis=0)


def write_centering(path, english_mean, chinese_mean, source, count):
    data = {
        "about": "Subtract the language's mean from each normalised vector, then normalise again "
        "(mixed text: the means weighted by its Han share).",
        "source": f"{count} English–Chinese pairs of {source}",
        "en": [round(float(x), 7) for x in english_mean],
        "zh": [round(float(x), 7) for x in chinese_mean],
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
