import OpenCC from 'opencc-js';
import { isOneCodePoint } from '../../src/ml/worker/builtin/zh-tokens';

/** The CJK blocks whose characters OpenCC may map: the BMP ideographs and extensions B–H. */
const HAN_RANGES: readonly (readonly [number, number])[] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0x20000, 0x2ebef],
  [0x2f800, 0x2fa1f],
  [0x30000, 0x3134f],
];

/**
 * Traditional → simplified for single characters, as opencc-js converts them from generic
 * traditional, then Taiwan, then Hong Kong forms (the first that changes a character wins).
 * Character by character, without OpenCC's phrase table: that is what ships with the table,
 * so the app needs no opencc-js, and training folds text the same way. In code-point order,
 * so the shipped JSON is the same on every run.
 */
export function buildTraditionalMap(): Map<string, string> {
  const converters = (['t', 'tw', 'hk'] as const).map((from) =>
    OpenCC.Converter({ from, to: 'cn' }),
  );
  const map = new Map<string, string>();
  for (const [first, last] of HAN_RANGES) {
    for (let code = first; code <= last; code++) {
      const char = String.fromCodePoint(code);
      for (const convert of converters) {
        const simplified = convert(char);
        // One character to one: a longer output would be a phrase rule, not a fold.
        if (simplified !== char && isOneCodePoint(simplified)) {
          map.set(char, simplified);
          break;
        }
      }
    }
  }
  return map;
}
