/**
 * A stand-in for an OpenAI-compatible server on the person's machine (Ollama, LM Studio):
 * `POST /v1/chat/completions` on loopback, with the CORS answers a browser page needs.
 * What it answers is up to the spec; every request body is kept for the spec to check.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
  stream?: boolean;
};

/**
 * A streamed reply whose words come but whose end does not: the connection stays open,
 * silent, until the spec calls `breakOff` (as when the server is killed mid-reply).
 */
export type HeldReply = { held: string };

export interface ChatEndpoint {
  /** The address to type into the settings, e.g. `http://127.0.0.1:41234`. */
  url: string;
  requests: ChatRequestBody[];
  /** How many streamed replies the app hung up on before their end. */
  abandoned(): number;
  /** Drops the connections of the held replies, as a killed server's end. */
  breakOff(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  // The app's pages are cross-origin isolated (COEP: require-corp).
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers a `stream: true` request as Ollama and LM Studio do: server-sent events, one
 * word per chunk, `pauseMs` apart, each `data:` line split across two network writes.
 * Returns whether it got to the end: false when the app hung up first.
 */
async function streamWords(response: ServerResponse, text: string, pauseMs: number) {
  response.writeHead(200, { ...CORS, 'Content-Type': 'text/event-stream' });
  for (const word of text.match(/\S+\s*/g) ?? []) {
    if (response.destroyed) return false;
    const line = `data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`;
    // Cut by bytes: a Chinese character may be split between two writes, as on a network.
    const bytes = Buffer.from(line, 'utf8');
    const cut = Math.floor(bytes.length / 2);
    response.write(bytes.subarray(0, cut));
    await delay(pauseMs);
    response.write(bytes.subarray(cut));
  }
  return !response.destroyed;
}

/**
 * Starts the endpoint; `reply` gives the assistant's text for a request. A streamed reply
 * comes a word every `pauseMs`.
 */
export async function startChatEndpoint(
  reply: (body: ChatRequestBody) => string | HeldReply,
  { pauseMs = 40 }: { pauseMs?: number } = {},
): Promise<ChatEndpoint> {
  const requests: ChatRequestBody[] = [];
  const held = new Set<ServerResponse>();
  let abandoned = 0;

  async function streamReply(response: ServerResponse, answer: string | HeldReply) {
    const isHeld = typeof answer !== 'string';
    const isWhole = await streamWords(response, isHeld ? answer.held : answer, pauseMs);
    if (!isWhole) abandoned += 1;
    else if (isHeld) held.add(response);
    else response.end('data: [DONE]\n\n');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, CORS).end();
        return;
      }
      const body = JSON.parse(await bodyOf(request)) as ChatRequestBody;
      requests.push(body);
      const answer = reply(body);
      if (body.stream === true) {
        await streamReply(response, answer);
        return;
      }
      const content = typeof answer === 'string' ? answer : answer.held;
      const whole = { choices: [{ message: { role: 'assistant', content } }] };
      response.writeHead(200, { ...CORS, 'Content-Type': 'application/json' });
      response.end(JSON.stringify(whole));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    abandoned: () => abandoned,
    breakOff() {
      for (const response of held) response.destroy();
      held.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** How many numbered sentences a classification request holds ("1. …", "2. …"). */
export function sentenceCount(body: ChatRequestBody): number {
  return (body.messages.at(-1)?.content.match(/^\d+\. /gm) ?? []).length;
}
