// The round-robin load balancer of `npm run cluster` (docs/scaling.md): node:http only, because a
// demonstration needs forwarding, a health check and skipping a dead member, which is ~100 lines and no
// dependency. In production this is nginx, HAProxy or the cloud's balancer, configured the same way:
// health check GET /healthz, X-Forwarded-For appended, members trust only the balancer (TRUSTED_PROXY).
import http from 'node:http';

/** @typedef {{ name: string, port: number, pid?: number, up: boolean, exited?: boolean, served: number }} Member */

const HEALTH_EVERY_MS = 1000;
const HEALTH_TIMEOUT_MS = 1500;

/** Headers about one connection, not the message: never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const withoutHopByHop = (headers) => {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
};

/** The next member that is up after the last one picked, or null when none is. */
export function roundRobin(members) {
  let cursor = -1;
  return (skip = new Set()) => {
    for (let step = 1; step <= members.length; step++) {
      const i = (cursor + step) % members.length;
      const member = members[i];
      if (member.up && !skip.has(member)) {
        cursor = i;
        return member;
      }
    }
    return null;
  };
}

/** GET /healthz on a member: true on 200 within the timeout. */
function healthy(member) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: member.port, path: '/healthz', timeout: HEALTH_TIMEOUT_MS },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
  });
}

/** Marks a member up or down, saying so when it changes. */
function mark(member, up, why, log) {
  if (member.up === up) return;
  member.up = up;
  log(
    `${member.name} (:${member.port}, pid ${member.pid ?? '?'}) is ${up ? 'up: in rotation' : `down (${why}): skipped`}`,
  );
}

/**
 * Listens on `port` and sends each request to the next healthy member. A request without a body
 * (GET, HEAD) whose member cannot be reached is tried on the next one; any other answers 502, since
 * its body has already gone. Every answer carries `x-served-by`; `logRequest` is told who served what.
 */
export function startBalancer({ host = '127.0.0.1', port, members, log, logRequest }) {
  const next = roundRobin(members);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return; // a slow pass is not overlapped by the next
    checking = true;
    await Promise.all(
      members
        .filter((member) => !member.exited)
        .map(async (member) => mark(member, await healthy(member), 'health check failed', log)),
    );
    checking = false;
  }, HEALTH_EVERY_MS);
  timer.unref();

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const tried = new Set();
    // The balancer is the edge: the client's own X-Forwarded-For is replaced, never believed.
    const forwardedFor = req.socket.remoteAddress ?? '';
    const replayable = req.method === 'GET' || req.method === 'HEAD';

    const attempt = () => {
      const member = next(tried);
      if (!member) return fail(503, 'no API process is up');
      tried.add(member);
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: member.port,
          method: req.method,
          path: req.url,
          agent,
          headers: {
            ...withoutHopByHop(req.headers),
            'x-forwarded-for': forwardedFor,
            'x-forwarded-proto': 'http',
          },
        },
        (answer) => {
          member.served += 1;
          res.writeHead(answer.statusCode ?? 502, {
            ...withoutHopByHop(answer.headers),
            'x-served-by': member.name,
          });
          answer.pipe(res);
          answer.on('end', () =>
            logRequest?.(member, req, answer.statusCode, Math.round((performance.now() - started) * 10) / 10),
          );
        },
      );
      upstream.on('error', (err) => {
        if (res.destroyed) return; // the client left (and destroyed this request): not the member's fault
        if (res.headersSent) return res.destroy(err);
        mark(member, false, err.code ?? err.message, log);
        if (replayable) return attempt();
        fail(502, `${member.name} could not be reached`);
      });
      // A client that goes away before its answer is complete frees the member's work too.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (replayable) upstream.end();
      else req.pipe(upstream);
    };

    const fail = (status, message) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ code: status === 503 ? 'unavailable' : 'bad_gateway', message }] }),
      );
      log(`${req.method} ${req.url} answered ${status}: ${message}`);
    };

    attempt();
  });

  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve({
        close: () =>
          new Promise((done) => {
            clearInterval(timer);
            agent.destroy();
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
