import type { IncomingHttpHeaders } from 'node:http';

/** What this adapter reads of a Node request: the same on http's IncomingMessage and http2's compatibility request. */
interface NodeRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** What this adapter writes to a Node response: the same on http's ServerResponse and http2's compatibility response. */
interface NodeResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  write(chunk: Uint8Array): unknown;
  end(): unknown;
}

/** Turns a Node request into a Web-standard Request (body streamed for methods that have one). */
export function toWebRequest(req: NodeRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2's pseudo-headers (:path, :method, ...) are not headers a Request may carry; url and method say the same.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (req as unknown as ReadableStream) : undefined,
    // Node needs this to stream a request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes a Web-standard Response to a Node response. */
export async function sendWebResponse(res: NodeResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}
