/**
 * The built-in model's id (the key its vectors are stored under) and vector size. The page
 * reads the stored vectors while the worker is still loading the model, so it needs them
 * before the worker answers; the worker's embedder (worker/builtin/e5-embedder.ts) names its
 * vectors by this id. Change the id whenever the model's vectors would change.
 */
export const BUILTIN_MODEL = { modelId: 'e5-small-zh-en-u8+centred@2', dims: 384 } as const;
