// A pass-through proxy between the rendering server and the local API that counts every call the server makes
// upstream, by method and path: the bench's "upstream calls per page view" comes from here, not from the server's
// own word.
import http from 'node:http';

/** Starts the proxy on localhost:`port`, forwarding to localhost:`apiPort`. */
export function startUpstreamCounter(port, apiPort) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = new Map();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const key = `${request.method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        name: 'upstream counter',
        /** The calls counted so far, by `METHOD /path`, and their total. */
        snapshot: () => {
          const byCall = Object.fromEntries(counts);
          return { byCall, total: [...counts.values()].reduce((sum, count) => sum + count, 0) };
        },
        stop: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** The calls made between two snapshots, by call and in total. */
export function callsBetween(before, after) {
  const byCall = {};
  for (const [key, count] of Object.entries(after.byCall)) {
    const made = count - (before.byCall[key] ?? 0);
    if (made > 0) byCall[key] = made;
  }
  return { byCall, total: after.total - before.total };
}
