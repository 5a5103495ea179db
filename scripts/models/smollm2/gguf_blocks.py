"""The GGUF file's own 4- and 8-bit blocks, carried into the ONNX graph unchanged.

onnxruntime's MatMulNBits quantiser would quantise the dequantised weights a second time, and
a 4-bit block re-fitted with an integer zero point moves every weight of the block by up to
half a step: greedy text then parts from the file's own within a few tokens (measured: 0 of 4
check prompts kept). Here each block of 32 weights along a matrix's input is read back from its
dequantised values as the lattice it came from:

  Q4_1 (every attention and MLP matrix): w = d * q + m, q in 0..15. MatMulNBits takes an
      integer zero point z, so w = d * (q - z) + r with r = m + d * z, one r per block; the r
      term is added as (x summed over each block of 32) @ R, a float MatMul 32 times smaller
      than the matrix. A float zero point (-m / d) would be exact too, but onnxruntime runs it
      on a slow path (about 15 times slower per token, measured).
  Q8_0 (the token embedding, tied to the output head): w = d * q, q in -127..127 → 8 bits,
      scale d, zero point 128, for the head; for the embedding, the rows are gathered as bytes
      and their scales multiplied in by standard operators (onnxruntime's WebAssembly build has
      no quantised Gather).

A weight that fits neither makes the build stop."""

import numpy as np
from onnx import TensorProto, helper, numpy_helper

BLOCK = 32
# A refit must give back every weight to within this share of its block's step.
TOLERANCE = 1e-3


def _blocks(weight_kn):
    """[K, N] MatMul weight → [N, K / 32, 32] blocks along the input."""
    k, n = weight_kn.shape
    return np.ascontiguousarray(weight_kn.T).reshape(n, k // BLOCK, BLOCK).astype(np.float32)


def fit_q4(blocks):
    """(q uint8, scale, zero_point) with scale * (q - zero_point) == blocks, or None."""
    low, high = blocks.min(-1), blocks.max(-1)
    span = high - low
    q = np.zeros(blocks.shape, np.uint8)
    scale = np.zeros(low.shape, np.float32)
    todo = np.ones(low.shape, bool)
    flat = span <= 0
    # A constant block: q = 0, scale 1, zero point -w.
    scale[flat], todo[flat] = 1.0, False
    for levels in range(15, 0, -1):
        step = np.where(todo, span / levels, 1.0)[..., None]
        steps = np.round((blocks - low[..., None]) / step)
        error = np.abs(steps * step + low[..., None] - blocks).max(-1) / step[..., 0]
        fits = todo & (error <= TOLERANCE)
        q[fits] = steps[fits].astype(np.uint8)
        scale[fits] = step[fits][..., 0]
        todo &= ~fits
        if not todo.any():
            break
    if todo.any():
        return None
    zero_point = np.where(flat, -low, -low / scale).astype(np.float32)
    return q, scale, zero_point


def fit_q8(blocks):
    """(q int8, scale) with scale * q == blocks (q in -127..127), or None."""
    amax = np.abs(blocks).max(-1)
    scale = np.where(amax > 0, amax / 127.0, 1.0).astype(np.float32)
    steps = np.round(blocks / scale[..., None])
    error = np.abs(steps * scale[..., None] - blocks).max(-1) / scale
    if (error > TOLERANCE).any() or np.abs(steps).max() > 127:
        return None
    return steps.astype(np.int8), scale


def _pack4(q):
    return (q[..., 0::2] | (q[..., 1::2] << 4)).astype(np.uint8)


def _pack_zero_points(zero_points):
    """[N, blocks] 4-bit zero points, two to a byte per column (low nibble first)."""
    if zero_points.shape[1] % 2:
        zero_points = np.pad(zero_points, ((0, 0), (0, 1)))
    return (zero_points[:, 0::2] | (zero_points[:, 1::2] << 4)).astype(np.uint8).reshape(-1)


def matmul_nbits(node, weight_kn, name):
    """The nodes and initializers that compute `node` (A @ weight) from the weight's blocks,
    or None if the weight is not made of Q4_1 or Q8_0 blocks."""
    k, n = weight_kn.shape
    if k % BLOCK:
        return None
    blocks = _blocks(weight_kn)
    fitted = fit_q4(blocks)
    if fitted is not None:
        q, scale, zero_point = fitted
        whole = np.clip(np.round(zero_point), 0, 15)
        residual = (scale * (whole - zero_point)).astype(np.float32)  # [N, blocks]
        bits, packed, zero_points = 4, _pack4(q), _pack_zero_points(whole.astype(np.uint8))
    else:
        fitted8 = fit_q8(blocks)
        if fitted8 is None:
            return None
        return _q8_matmul(node, fitted8, name, k, n)
    inits = [
        numpy_helper.from_array(packed, f"{name}_Q{bits}"),
        numpy_helper.from_array(scale.reshape(-1).astype(np.float32), f"{name}_scales"),
        numpy_helper.from_array(zero_points, f"{name}_zero_points"),
    ]
    has_residual = np.any(residual != 0)
    product = f"{name}/nbits" if has_residual else node.output[0]
    nodes = [
        helper.make_node(
            "MatMulNBits",
            [node.input[0], *(t.name for t in inits)],
            [product],
            name=f"{node.name}_Q{bits}",
            domain="com.microsoft",
            K=k,
            N=n,
            bits=bits,
            block_size=BLOCK,
        )
    ]
    if has_residual:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(residual.T), f"{name}_residual"))
        sums = _block_sums_name(node.input[0])
        nodes += [
            helper.make_node("MatMul", [sums, f"{name}_residual"], [f"{name}/offset"]),
            helper.make_node("Add", [product, f"{name}/offset"], list(node.output)),
        ]
    return nodes, inits, bits


def _q8_matmul(node, fitted8, name, k, n):
    """A @ W with W kept as int8 blocks and their scales: the dequantising operators read
    constants only, so onnxruntime folds them into a float matrix when the session is made
    (MatMulNBits at 8 bits runs the output head about 15 times slower per token, measured)."""
    q8, scale = fitted8
    p = f"{name}_q8"
    inits = [
        numpy_helper.from_array(q8, f"{p}.q8"),  # [N, blocks, 32] int8
        numpy_helper.from_array(scale[..., None], f"{p}.scales"),  # [N, blocks, 1] float32
        numpy_helper.from_array(np.array([n, k], np.int64), f"{p}.shape"),
    ]
    nodes = [
        helper.make_node("Cast", [f"{p}.q8"], [f"{p}/qf"], to=TensorProto.FLOAT),
        helper.make_node("Mul", [f"{p}/qf", f"{p}.scales"], [f"{p}/blocks"]),
        helper.make_node("Reshape", [f"{p}/blocks", f"{p}.shape"], [f"{p}/rows"]),
        helper.make_node("Transpose", [f"{p}/rows"], [f"{p}/weight"], perm=[1, 0]),
        helper.make_node("MatMul", [node.input[0], f"{p}/weight"], list(node.output)),
    ]
    return nodes, inits, 8


def _block_sums_name(x):
    return f"{x}/block_sums"


def block_sums(x, k):
    """x [..., K] summed over each block of 32 along K → [..., K / 32]."""
    shape, axes = f"{x}/block_shape", f"{x}/block_axis"
    inits = [
        numpy_helper.from_array(np.array([0, 0, k // BLOCK, BLOCK], np.int64), shape),
        numpy_helper.from_array(np.array([-1], np.int64), axes),
    ]
    nodes = [
        helper.make_node("Reshape", [x, shape], [f"{x}/blocks"]),
        helper.make_node("ReduceSum", [f"{x}/blocks", axes], [_block_sums_name(x)], keepdims=0),
    ]
    return nodes, inits


def gather_q8(node, table, name):
    """The Gather over the embedding table as int8 rows times their block scales."""
    rows, width = table.shape
    fitted = fit_q8(table.reshape(rows, width // BLOCK, BLOCK).astype(np.float32))
    if fitted is None:
        raise SystemExit(f"{name}: the embedding table is not Q8_0 blocks")
    q8, scale = fitted
    ids = node.input[1]
    p = name
    inits = [
        numpy_helper.from_array(q8, f"{p}.q8"),  # [rows, blocks, 32] int8
        numpy_helper.from_array(scale[..., None], f"{p}.scales"),  # [rows, blocks, 1] float32
        numpy_helper.from_array(np.array([width], np.int64), f"{p}.width"),
    ]
    nodes = [
        helper.make_node("Gather", [f"{p}.q8", ids], [f"{p}/q"], axis=0),
        helper.make_node("Cast", [f"{p}/q"], [f"{p}/qf"], to=TensorProto.FLOAT),
        helper.make_node("Gather", [f"{p}.scales", ids], [f"{p}/s"], axis=0),
        helper.make_node("Mul", [f"{p}/qf", f"{p}/s"], [f"{p}/blocks"]),
        helper.make_node("Shape", [ids], [f"{p}/ids_shape"]),
        helper.make_node("Concat", [f"{p}/ids_shape", f"{p}.width"], [f"{p}/shape"], axis=0),
        helper.make_node("Reshape", [f"{p}/blocks", f"{p}/shape"], [node.output[0]]),
    ]
    return nodes, inits


def carry_blocks(model):
    """Replaces every MatMul over a constant weight, and the embedding Gather, in place.
    Returns how many matrices went to 4 and to 8 bits."""
    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    counts = {4: 0, 8: 0}
    used = set()
    summed = set()
    new_nodes = []
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in inits:
            weight = numpy_helper.to_array(inits[node.input[1]])
            made = matmul_nbits(node, weight, node.input[1]) if weight.ndim == 2 else None
            if made is None:
                raise SystemExit(f"{node.name}: its weight is neither Q4_1 nor Q8_0 blocks")
            nodes, added, bits = made
            counts[bits] += 1
            used.add(node.input[1])
            x = node.input[0]
            # The block sums of an input read by several matrices (q, k, v; gate, up) once.
            if any(_block_sums_name(x) in n.input for n in nodes) and x not in summed:
                sum_nodes, sum_inits = block_sums(x, weight.shape[0])
                new_nodes.extend(sum_nodes)
                graph.initializer.extend(sum_inits)
                summed.add(x)
            graph.initializer.extend(added)
            new_nodes.extend(nodes)
        elif node.op_type == "Gather" and node.input[0] in inits and len(inits[node.input[0]].dims) == 2:
            nodes, added = gather_q8(node, numpy_helper.to_array(inits[node.input[0]]), "embed_tokens_q8")
            used.add(node.input[0])
            graph.initializer.extend(added)
            new_nodes.extend(nodes)
        else:
            new_nodes.append(node)
    del graph.node[:]
    graph.node.extend(new_nodes)
    _share_identical_tables(graph)
    still_read = {name for node in graph.node for name in node.input}
    for name in used - still_read:
        graph.initializer.remove(inits[name])
    if not any(o.domain == "com.microsoft" for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return counts


def _share_identical_tables(graph):
    """The tied embedding and output head hold the same int8 blocks: one copy serves both."""
    tables = [t for t in graph.initializer if t.name.endswith(".q8") or t.name.endswith(".scales")]
    kept = {}
    renames = {}
    for t in tables:
        key = (t.data_type, tuple(t.dims), t.raw_data)
        if key in kept:
            renames[t.name] = kept[key]
        else:
            kept[key] = t.name
    for node in graph.node:
        for i, name in enumerate(node.input):
            if name in renames:
                node.input[i] = renames[name]
    for t in [t for t in graph.initializer if t.name in renames]:
        graph.initializer.remove(t)
