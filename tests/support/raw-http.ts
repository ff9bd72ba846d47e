// One raw HTTP/1.1 connection for the server tests, so that a test controls what goes on the wire
// (the body's framing, a second request on the same socket) and sees what comes back on it: each
// answer, whether the server closed the connection cleanly (FIN) or reset it, and when.
import net from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** What came back for a request within the time allowed: an answer, the connection's end, or nothing. */
export type RawOutcome = RawAnswer | { closed: 'end' | 'reset'; status?: undefined } | { timedOut: true; status?: undefined };

const HEAD_END = '\r\n\r\n';

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  /** How the server ended the connection, once it did. */
  ended: 'end' | 'reset' | null = null;

  readonly socket: net.Socket;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('end', () => {
      this.ended ??= 'end';
      this.wake();
    });
    socket.on('error', () => {
      this.ended ??= 'reset';
      this.wake();
    });
    socket.on('close', () => {
      this.ended ??= 'end';
      this.wake();
    });
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** Writes bytes, resolving once the socket took them (false when it can take no more: closed or reset). */
  write(bytes: string | Buffer): Promise<boolean> {
    if (this.socket.destroyed || !this.socket.writable) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.socket.write(bytes, (error) => resolve(!error));
    });
  }

  /** The next answer on the connection, or how it ended, or a time-out after `timeoutMs`. */
  async next(timeoutMs: number): Promise<RawOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = this.parse();
      if (answer) return answer;
      if (this.ended) return { closed: this.ended };
      const left = deadline - Date.now();
      if (left <= 0) return { timedOut: true };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Waits until the server ends the connection (at most `timeoutMs`): 'end', 'reset', or null if it stays open. */
  async closing(timeoutMs: number): Promise<'end' | 'reset' | null> {
    const outcome = await this.next(timeoutMs);
    if ('closed' in outcome) return outcome.closed;
    return this.ended;
  }

  close(): void {
    this.socket.destroy();
  }

  /** One whole answer from the buffer (Content-Length, chunked, or up to the end), taken off it; null until it is all there. */
  private parse(): RawAnswer | null {
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return null;
    const lines = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(lines[0]!.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const start = headEnd + HEAD_END.length;
    const taken = bodyOf(this.buffer.subarray(start), headers, this.ended !== null);
    if (!taken) return null;
    this.buffer = this.buffer.subarray(start + taken.used);
    return { status, headers, body: taken.body.toString('utf8') };
  }
}

function bodyOf(rest: Buffer, headers: Record<string, string>, ended: boolean): { body: Buffer; used: number } | null {
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    return rest.length >= length ? { body: rest.subarray(0, length), used: length } : null;
  }
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      // The last chunk, without trailers: "0\r\n\r\n".
      if (size === 0) return rest.length < lineEnd + 4 ? null : { body: Buffer.concat(parts), used: lineEnd + 4 };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  return ended ? { body: rest, used: rest.length } : null;
}

/** A request's head: the request line and the headers, ending in the blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A body in chunked framing, in pieces of at most 16 KB, with its last chunk. */
export function chunked(body: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at < body.length; at += 16 * 1024) {
    const piece = body.subarray(at, at + 16 * 1024);
    pieces.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(pieces);
}
