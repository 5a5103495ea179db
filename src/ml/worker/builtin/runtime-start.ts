/**
 * ONNX Runtime compiles its WebAssembly when the first session is created. A session of this
 * 70-byte model (one Identity node over a float[1]; onnx.helper, opset 17, IR version 8) made
 * while the real model file is still being read starts that compile early, so it overlaps the
 * read instead of following it.
 */
export const RUNTIME_START_MODEL = Uint8Array.from([
  8, 8, 18, 0, 58, 58, 10, 16, 10, 1, 120, 18, 1, 121, 34, 8, 73, 100, 101, 110, 116, 105, 116, 121,
  18, 4, 119, 97, 114, 109, 90, 15, 10, 1, 120, 18, 10, 10, 8, 8, 1, 18, 4, 10, 2, 8, 1, 98, 15, 10,
  1, 121, 18, 10, 10, 8, 8, 1, 18, 4, 10, 2, 8, 1, 66, 4, 10, 0, 16, 17,
]);
