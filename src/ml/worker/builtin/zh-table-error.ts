/** Thrown for a Chinese table artifact this code cannot read; the message says why. */
export class ZhTableError extends Error {
  override name = 'ZhTableError';
}
