import { hubFileUrl } from '../../../src/domain/hub-models';
import { FIXTURE_REPOS } from '../../make-hub-fixtures';

/** The owner every repository of scripts/make-hub-fixtures.ts is written under. */
const FIXTURE_OWNER = FIXTURE_REPOS.embedder.split('/')[0] ?? 'fixture';

/**
 * Reads the embedder's config.json from the host the browser will load it from, to know
 * whether it is one of our generated test fixtures: by the generator's owner, or by the
 * `_fixture` notice the generator writes into every config (so a renamed copy is caught
 * too). Fails with the URL when the host cannot serve it, before a browser starts.
 */
export async function isGeneratedFixture(hostUrl: string, embedder: string): Promise<boolean> {
  const url = hubFileUrl(hostUrl, embedder, 'config.json');
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`Cannot reach the model host for ${url}: ${reasonOf(error)}`);
  }
  if (!response.ok) {
    throw new Error(`The model host answered ${response.status} for ${url}: is ${embedder} there?`);
  }
  const config: unknown = await response.json().catch(() => null);
  const hasNotice = typeof config === 'object' && config !== null && '_fixture' in config;
  return hasNotice || embedder.startsWith(`${FIXTURE_OWNER}/`);
}

/** undici's "fetch failed" hides the reason (ECONNREFUSED, ENOTFOUND, …) in its cause. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { cause } = error;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
