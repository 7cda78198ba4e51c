/** Plain HTTP for the drills and the chaos test: every answer is read whole; a status the caller did not expect is an error naming the call. */
export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function call(url: string, init: RequestInit = {}, ok: (status: number) => boolean = (s) => s < 400): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  if (!ok(res.status)) throw new HttpError(res.status, `${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status} ${text.slice(0, 300)}`);
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status} with a body that is not JSON: ${text.slice(0, 120)}`);
    }
  }
  return { status: res.status, body };
}

export const post = (url: string, body: unknown, headers: Record<string, string> = {}, ok?: (status: number) => boolean): Promise<Answer> =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, ok);

export const get = (url: string, ok?: (status: number) => boolean): Promise<Answer> => call(url, {}, ok);
