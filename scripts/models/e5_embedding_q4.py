"""The word-embedding table in 4-bit blocks of 32, read with standard ONNX operators.

The table is most of the model's bytes. ONNX Runtime has an operator for a block-quantised
table (GatherBlockQuantized), but its WebAssembly build, which the browser runs, does not
carry it; so the rows are gathered as packed bytes and unpacked by integer arithmetic, which
every runtime has. The layout is the package's own (Q4_0: a float16 scale per block, byte j
holding weight j in its low nibble and weight j + 16 in its high one, value = (q - 8) * d),
and the scales are recovered from the dequantised values exactly, so the table reads back
bit for bit what the package stores."""

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

BLOCK = 32


def quantise_rows(table):
    """Q4_0 as llama.cpp writes it: per block, d = (the value of largest magnitude) / -8."""
    rows, width = table.shape
    blocks = table.reshape(rows, width // BLOCK, BLOCK).astype(np.float32)
    at = np.abs(blocks).argmax(axis=2)[..., None]
    extreme = np.take_along_axis(blocks, at, axis=2)[..., 0]
    scales = (extreme / -8.0).astype(np.float16)
    inverse = np.divide(1.0, scales.astype(np.float32), out=np.zeros_like(extreme), where=scales != 0)
    q = np.clip(np.round(blocks * inverse[..., None]) + 8, 0, 15).astype(np.uint8)
    packed = q[..., :16] | (q[..., 16:] << 4)
    return packed, scales


def dequantise_rows(packed, scales):
    q = np.concatenate([packed & 0x0F, packed >> 4], axis=2).astype(np.float32) - 8.0
    return (q * scales.astype(np.float32)[..., None]).reshape(packed.shape[0], -1)


def replace_word_embeddings(model, table_name):
    """Swaps the float Gather over `table_name` for the packed table and its unpacking."""
    graph = model.graph
    table = next(t for t in graph.initializer if t.name == table_name)
    values = numpy_helper.to_array(table)
    (gather,) = [n for n in graph.node if n.op_type == "Gather" and n.input[0] == table_name]
    width = values.shape[1]
    packed, scales = quantise_rows(values)
    if not np.array_equal(dequantise_rows(packed, scales), values):
        raise ValueError("the embedding table is not Q4_0 blocks: it would not read back exactly")

    p = "word_embeddings_q4"
    ids = gather.input[1]
    initializers = [
        numpy_helper.from_array(packed, f"{p}.packed"),  # [rows, blocks, 16] uint8
        numpy_helper.from_array(scales[..., None], f"{p}.scales"),  # [rows, blocks, 1] float16
        numpy_helper.from_array(np.array(16, dtype=np.int32), f"{p}.sixteen"),
        numpy_helper.from_array(np.array(8.0, dtype=np.float32), f"{p}.eight"),
        numpy_helper.from_array(np.array([width], dtype=np.int64), f"{p}.width"),
    ]
    nodes = [
        helper.make_node("Gather", [f"{p}.packed", ids], [f"{p}/bytes"], axis=0),
        helper.make_node("Cast", [f"{p}/bytes"], [f"{p}/ints"], to=TensorProto.INT32),
        helper.make_node("Div", [f"{p}/ints", f"{p}.sixteen"], [f"{p}/high"]),
        helper.make_node("Mul", [f"{p}/high", f"{p}.sixteen"], [f"{p}/high16"]),
        helper.make_node("Sub", [f"{p}/ints", f"{p}/high16"], [f"{p}/low"]),
        helper.make_node("Concat", [f"{p}/low", f"{p}/high"], [f"{p}/q"], axis=-1),
        helper.make_node("Cast", [f"{p}/q"], [f"{p}/qf"], to=TensorProto.FLOAT),
        helper.make_node("Sub", [f"{p}/qf", f"{p}.eight"], [f"{p}/centred"]),
        helper.make_node("Gather", [f"{p}.scales", ids], [f"{p}/scales16"], axis=0),
        helper.make_node("Cast", [f"{p}/scales16"], [f"{p}/scales"], to=TensorProto.FLOAT),
        helper.make_node("Mul", [f"{p}/centred", f"{p}/scales"], [f"{p}/blocks"]),
        helper.make_node("Shape", [ids], [f"{p}/ids_shape"]),
        helper.make_node("Concat", [f"{p}/ids_shape", f"{p}.width"], [f"{p}/shape"], axis=0),
        helper.make_node("Reshape", [f"{p}/blocks", f"{p}/shape"], [gather.output[0]]),
    ]
    at = list(graph.node).index(gather)
    graph.node.remove(gather)
    for offset, node in enumerate(nodes):
        graph.node.insert(at + offset, node)
    graph.initializer.remove(table)
    graph.initializer.extend(initializers)
    return model
