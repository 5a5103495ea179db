#!/usr/bin/env bash
# A trained verifier, measured (docs/measurements.md, "A trained verifier"): trains the
# cross-encoder cut from the built-in embedder (train_verifier.py, about 35 minutes on two
# cores; resumes from its checkpoint), writes the panel's candidates for every recall dev case
# (dump-cases.ts) and prints what the verifier would change, chosen on the design half and read
# on the check half (score_dev.py). Nothing it makes is shipped. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=${OUT:-.cache/verifier}
STEPS=${STEPS:-700}
# The venv, and the package checked and unpacked: E5S1 and TATOEBA are set.
source scripts/models/package.sh

"$VENV/bin/python" scripts/verifier/train_verifier.py "$E5S1" "$TATOEBA" ../shared/data/memorybank \
  "$OUT" --steps "$STEPS"
npx tsx scripts/verifier/dump-cases.ts "$OUT/cases.json" ../shared/eval/recall-dev.jsonl \
  ../shared/eval/recall-madial-en.jsonl ../shared/eval/recall-madial-zh.jsonl eval/recall-quiet-dev.jsonl
"$VENV/bin/python" scripts/verifier/score_dev.py "$E5S1" "$OUT/verifier.pt" "$OUT/cases.json"
