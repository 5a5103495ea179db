"""tokenizer.json for the stored vocabulary, as transformers.js loads it.

The original tokenizer normalises with a precompiled SentencePiece charsmap, which the
package does not carry; it carries that normaliser's effect on every single codepoint.
That effect is NFKC, except that 30 control characters are deleted, 30 space-like ones
become a space, and 74 codepoints NFKC would change are kept (among them the full-width
tilde "～" Chinese writers use). The normaliser below rebuilds exactly that, and
`reference_normalise` applies the stored table codepoint by codepoint, so that the two can
be compared on real text (see convert_e5.py)."""

import json
import re
import unicodedata

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

# A private-use codepoint survives NFKC; each kept codepoint passes through one of them.
PRIVATE_BASE = 0xF0000


def _classes(table):
    deleted = sorted(cp for cp, out in table.items() if out == "")
    spaces = sorted(cp for cp, out in table.items() if out == " ")
    kept = []
    for cp in range(0x30000):
        if 0xD800 <= cp <= 0xDFFF or cp in table:
            continue
        if unicodedata.normalize("NFKC", chr(cp)) != chr(cp):
            kept.append(cp)
    return deleted, spaces, kept


def _char_class(codepoints):
    return "[" + "".join(f"\\x{{{cp:X}}}" if cp > 0xFFFF else f"\\u{cp:04X}" for cp in codepoints) + "]"


def build_normalizer(table):
    deleted, spaces, kept = _classes(table)
    steps = [
        normalizers.Replace(Regex(_char_class(deleted)), ""),
        normalizers.Replace(Regex(_char_class(spaces)), " "),
    ]
    steps += [normalizers.Replace(chr(cp), chr(PRIVATE_BASE + i)) for i, cp in enumerate(kept)]
    steps.append(normalizers.NFKC())
    steps += [normalizers.Replace(chr(PRIVATE_BASE + i), chr(cp)) for i, cp in enumerate(kept)]
    # SentencePiece removes extra whitespace: no leading or trailing space, no runs.
    steps += [normalizers.Strip(), normalizers.Replace(Regex(" {2,}"), " ")]
    return normalizers.Sequence(steps), len(kept)


def reference_normalise(text, table):
    out = "".join(table.get(ord(c), c) for c in text)
    return re.sub(" {2,}", " ", out.strip())


def _unigram(pieces, scores, unk):
    return models.Unigram([(p, float(s)) for p, s in zip(pieces, scores)], unk_id=unk, byte_fallback=False)


def _finish(tokenizer, pieces, special):
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    tokenizer.decoder = decoders.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    bos, eos = pieces[special["bos"]], pieces[special["eos"]]
    tokenizer.post_processor = processors.TemplateProcessing(
        single=f"{bos} $A {eos}",
        pair=f"{bos} $A {eos} {eos} $B {eos}",
        special_tokens=[(bos, special["bos"]), (eos, special["eos"])],
    )
    specials = [pieces[i] for i in sorted(special.values())]
    if "<mask>" in pieces:
        specials.append("<mask>")
    tokenizer.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in specials])
    return tokenizer


def build_tokenizer(pieces, scores, special, table):
    tokenizer = Tokenizer(_unigram(pieces, scores, special["unk"]))
    tokenizer.normalizer, kept = build_normalizer(table)
    return _finish(tokenizer, pieces, special), kept


def build_reference_tokenizer(pieces, scores, special):
    """The same vocabulary with no normaliser: its input is normalised by the stored table."""
    return _finish(Tokenizer(_unigram(pieces, scores, special["unk"])), pieces, special)


def tokenizer_config(pieces, special):
    return {
        "tokenizer_class": "XLMRobertaTokenizer",
        "model_max_length": 512,
        "bos_token": pieces[special["bos"]],
        "eos_token": pieces[special["eos"]],
        "cls_token": pieces[special["bos"]],
        "sep_token": pieces[special["eos"]],
        "pad_token": pieces[special["pad"]],
        "unk_token": pieces[special["unk"]],
        "mask_token": "<mask>",
        "clean_up_tokenization_spaces": True,
    }


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
