// A small HTTP load balancer for `npm run cluster` (scripts/cluster/launcher.mjs): round robin over
// the API processes, /gateway/* (3-D Secure hand-over and return) included. The VeriTrans4G
// simulator is not behind it: the browser reaches its token endpoint and issuer pages on the
// simulator's own origin, as it would VeriTrans's. Plain node:http, no dependencies; it
// stands in for the real load balancer of a deployment (ARCHITECTURE.md §10), not for production.
import http from 'node:http';

/** Headers that describe one connection, not the request: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The API's own error shape ({status, message} in Japanese), so a client handles it like any 503. */
const UNAVAILABLE = JSON.stringify({
  status: 'service_unavailable',
  message: 'ただいまサービスを利用できません。時間をおいて再度お試しください。',
});

function withoutHopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out = { ...headers };
  for (const name of [...HOP_BY_HOP, ...named]) delete out[name];
  return out;
}

/** The peer as a plain IPv4 address when it is one (Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d). */
function peerAddress(socket) {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * X-Forwarded-For as a proxy must write it: what the client sent, then the address this proxy
 * saw. The API trusts exactly one hop (TRUST_PROXY=1), so it takes our entry, the last one; an
 * address a client wrote itself stays to the left, where nobody trusts it (docs/decisions/0010).
 */
export function forwardedFor(existing, peer) {
  const before = Array.isArray(existing) ? existing.join(', ') : existing;
  return before ? `${before}, ${peer}` : peer;
}

/**
 * @param {{ log?: (line: string) => void }} [options]
 */
export function createBalancer(options = {}) {
  const log = options.log ?? (() => {});
  /** @type {{ name: string, url: URL }[]} */
  let apis = [];
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  function pick() {
    if (apis.length === 0) return null;
    const upstream = apis[turn % apis.length];
    turn = (turn + 1) % apis.length;
    return upstream;
  }

  function unavailable(res) {
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(UNAVAILABLE);
  }

  const server = http.createServer((req, res) => {
    const upstream = pick();
    if (!upstream) return unavailable(res);
    const headers = withoutHopByHop(req.headers);
    headers['x-forwarded-for'] = forwardedFor(req.headers['x-forwarded-for'], peerAddress(req.socket));
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    const forward = http.request({
      host: upstream.url.hostname,
      port: upstream.url.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    forward.on('response', (answer) => {
      // Which process answered: for tests (requests really spread) and for reading logs side by side.
      res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), 'x-cluster-upstream': upstream.name });
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    forward.on('error', (error) => {
      log(`balancer: ${upstream.name} failed ${req.method} ${req.url?.split('?')[0]}: ${error.message}`);
      unavailable(res);
    });
    // A client that goes away takes its upstream request with it.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 5_000;

  return {
    server,
    /** Listens and resolves with the address to give clients (0.0.0.0 is answered on 127.0.0.1). */
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const { port: bound } = server.address();
          resolve(`http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${bound}`);
        });
      });
    },
    /** The API processes taking requests now: a process that exited is simply left out. */
    setApis(list) {
      apis = list.map(({ name, url }) => ({ name, url: new URL(url) }));
    },
    close() {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      agent.destroy();
      return closed;
    },
  };
}
