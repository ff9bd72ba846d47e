// Answers given before the request's body was read (a 404 or 405 to a POST, a visitor sent to log
// in, an upload refused) must not leave the keep-alive connection stuck. React Router turns every
// body into a stream that starts reading at once and pauses when nobody reads it; Node then neither
// drains the rest (it only does so for a body nobody touched) nor closes, so the next request on the
// connection waited for the keep-alive time-out (docs/security.md#keep-alive-connections).
import type { Socket } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A body declared this small is read and dropped after the answer; the connection stays open. */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** How long a closing connection still takes (and drops) what the client sends after its answer. */
const LINGER_MS = 5000;

/** Whether the request comes with a body: chunked, or a Content-Length above 0. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
}

/** Whether the body is known to be small enough to read and drop: a Content-Length up to DRAIN_MAX_BYTES. */
function smallBody(req: Request): boolean {
  return req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length']) <= DRAIN_MAX_BYTES;
}

/**
 * The connection closes after its answer, without the reset a close with unread bytes causes (which
 * can cost the client the answer itself): the answer, then the end of our side, then whatever the
 * client still sends is dropped until the body ends, the client ends its side, or LINGER_MS pass.
 */
function closeAfterAnswer(req: Request, socket: Socket): void {
  // Node closes a `Connection: close` answer's socket with destroySoon, which would drop the unread bytes at once.
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    let answered = false;
    let bodyEnded = req.readableEnded;
    const closeOnceBoth = () => {
      if (answered && bodyEnded) socket.destroy();
    };
    socket.end(() => {
      answered = true;
      closeOnceBoth();
    });
    req.once('end', () => {
      bodyEnded = true;
      closeOnceBoth();
    });
  };
}

/** Stops whoever was reading the body (React Router's stream) and drops the rest as it comes. */
function dropRest(req: Request): void {
  req.removeAllListeners('data');
  req.resume();
}

/**
 * Decided when the answer's headers are written: a body still arriving is read and dropped after
 * the answer when it is known to be small, else the answer says `Connection: close` and the
 * connection is closed once the client has it.
 */
export function earlyAnswers(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!req.complete && !smallBody(req)) {
        res.setHeader('Connection', 'close');
        closeAfterAnswer(req, req.socket);
      }
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    // Also when the whole body is in: a body left half-read keeps Node's socket paused behind it.
    res.once('finish', () => {
      if (!req.readableEnded) dropRest(req);
    });
    next();
  };
}
