"""Rewrites the built-in encoder so that a batch quantises each text's activations on its own.

The encoder's 8-bit MatMuls (DynamicQuantizeMatMul, and DynamicQuantizeLinear feeding
MatMulIntegerToFloat) take one scale and zero point per pass: in a batch, a text's vector
would depend on its neighbours. Here every such MatMul reads its input quantised per text
(axis 0) with DynamicQuantizeLinear's own arithmetic, multiplies with MatMulInteger (zero
point 0; the text's zero point is taken off afterwards as zero point × the weight's column
sums, exactly, in int32) and scales by the text's scale × the weight's. Texts of one length,
batched, then get the vectors they get alone, bit for bit (checked below).

A measurement, not a build step: `python per_text_quant.py MODEL OUT` writes OUT and checks
it against MODEL with onnxruntime (CPU, optimisation off, as the app opens the file).
Needs onnx, onnxruntime and numpy (the `.venv-models` venv of `npm run models:build`).
"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def rewrite(model: onnx.ModelProto) -> onnx.ModelProto:
    graph = model.graph
    initialisers = {init.name: init for init in graph.initializer}
    nodes, added = [], []
    count = [0]

    def fresh(base):
        count[0] += 1
        return f'per_text/{base}_{count[0]}'

    def constant(base, array):
        name = fresh(base)
        added.append(numpy_helper.from_array(array, name))
        return name

    def node(op, inputs, **attrs):
        output = fresh(op.lower())
        nodes.append(helper.make_node(op, inputs, [output], **attrs))
        return output

    zero = constant('zero', np.array(0, np.float32))
    one = constant('one', np.array(1, np.float32))
    q255 = constant('q255', np.array(255, np.float32))
    quantised = {}

    def per_text(x):
        """DynamicQuantizeLinear over each text ([B, T, K], axis 0): (q, scale, zero point)."""
        if x in quantised:
            return quantised[x]
        low = node('Min', [node('ReduceMin', [x], axes=[1, 2], keepdims=1), zero])
        high = node('Max', [node('ReduceMax', [x], axes=[1, 2], keepdims=1), zero])
        spread = node('Div', [node('Sub', [high, low]), q255])
        scale = node('Where', [node('Equal', [high, low]), one, spread])
        zero_point = node('Round', [node('Clip', [node('Neg', [node('Div', [low, scale])]), zero, q255])])
        shifted = node('Add', [node('Round', [node('Div', [x, scale])]), zero_point])
        q = node('Cast', [node('Clip', [shifted, zero, q255])], to=TensorProto.UINT8)
        quantised[x] = (q, scale, node('Cast', [zero_point], to=TensorProto.INT32))
        return quantised[x]

    def matmul(x, weight, weight_scale, weight_zero, bias, output):
        q, scale, zero_point = per_text(x)
        w = numpy_helper.to_array(initialisers[weight]).astype(np.int64)
        w_zero = int(numpy_helper.to_array(initialisers[weight_zero]))
        column_sums = constant('colsum', (w - w_zero).sum(axis=0).astype(np.int32))
        raw = node('MatMulInteger', [q, weight, '', weight_zero])
        exact = node('Sub', [raw, node('Mul', [zero_point, column_sums])])
        scaled = node('Mul', [node('Cast', [exact], to=TensorProto.FLOAT), node('Mul', [scale, weight_scale])])
        nodes.append(helper.make_node('Add' if bias else 'Identity', [scaled, bias] if bias else [scaled], [output]))

    produced_by_dql = {n.output[0]: n.input[0] for n in graph.node if n.op_type == 'DynamicQuantizeLinear'}
    for n in graph.node:
        if n.op_type == 'DynamicQuantizeLinear':
            continue
        if n.op_type == 'DynamicQuantizeMatMul':
            a, w, w_scale, w_zero, *rest = n.input
            matmul(a, w, w_scale, w_zero, rest[0] if rest else '', n.output[0])
        elif n.op_type == 'MatMulIntegerToFloat':
            a, w, _a_scale, w_scale, _a_zero, w_zero, *rest = n.input
            matmul(produced_by_dql[a], w, w_scale, w_zero, rest[0] if rest else '', n.output[0])
        else:
            nodes.append(n)
    del graph.node[:]
    graph.node.extend(nodes)
    graph.initializer.extend(added)
    return model


def check(original: str, rewritten: str) -> None:
    import onnxruntime as ort

    def session(path):
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        return ort.InferenceSession(path, options, providers=['CPUExecutionProvider'])

    before, after = session(original), session(rewritten)
    feed = lambda ids: {'input_ids': ids, 'attention_mask': np.ones_like(ids), 'token_type_ids': np.zeros_like(ids)}
    rng = np.random.default_rng(1)
    worst = 0.0
    for length in (3, 7, 12, 20, 40, 90):
        ids = rng.integers(5, 90_000, (8, length)).astype(np.int64)
        batched = after.run(None, feed(ids))[0]
        for i in range(len(ids)):
            alone = before.run(None, feed(ids[i:i + 1]))[0][0]
            worst = max(worst, float(np.abs(alone - batched[i]).max()))
            worst = max(worst, float(np.abs(alone - after.run(None, feed(ids[i:i + 1]))[0][0]).max()))
    print(f'largest difference from the original, alone and in batches of 8 of one length: {worst}')


if __name__ == '__main__':
    source, target = sys.argv[1], sys.argv[2]
    onnx.save(rewrite(onnx.load(source)), target)
    check(source, target)
