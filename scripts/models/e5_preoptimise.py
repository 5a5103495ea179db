"""The graph optimisations ONNX Runtime makes when it opens the model, made once at build time.

Opening the built-in model in the browser spent about a third of its session's time fusing
operators (attention's MatMuls with their quantisation, Gelu, LayerNorm with the residual
Add). Saved after onnxruntime's "extended" level (the fusions every build of the CPU provider,
the WebAssembly one included, has — not "all", whose layout changes are specific to the
machine that runs them), the file opens with optimisation off and gives the same vectors bit
for bit (checked in Node and in Chromium when this step was added; the build's own check reads
the optimised file). The output of one onnxruntime version is deterministic.

Usage: python e5_preoptimise.py MODEL.onnx  (rewrites it in place)
"""
import os
import sys
import tempfile

import onnxruntime as ort


def preoptimise(path):
    """Rewrites the ONNX file at `path` with onnxruntime's extended optimisations applied."""
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
    with tempfile.TemporaryDirectory() as tmp:
        optimised = os.path.join(tmp, "optimised.onnx")
        options.optimized_model_filepath = optimised
        ort.InferenceSession(path, options, providers=["CPUExecutionProvider"])
        os.replace(optimised, path)


if __name__ == "__main__":
    preoptimise(sys.argv[1])
