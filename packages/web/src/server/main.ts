// `pnpm serve`: the production server (productionServer.ts) over the build in dist/ and dist-server/, a worker per core
// under a primary process (clusterPrimary.ts; WEB_WORKERS sets how many, 0 serves from this one process).
//
// React, react-router, MobX and the other libraries the server imports pick their production or development build
// from NODE_ENV as they are first imported: left unset, the server rendered every page with React's development
// build, several times slower (most of the CPU of a page at a 16-request load). The server's own code is imported only
// once it is set; the imports of a module would be evaluated before any line of it.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';

process.env['NODE_ENV'] = 'production';

/** WEB_WORKERS, else one worker per core the process may use. */
function workerCount(value: string | undefined): number {
  const wanted = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(wanted) && wanted >= 0
    ? wanted
    : os.availableParallelism();
}

const workers = workerCount(process.env['WEB_WORKERS']);
if (cluster.isPrimary && workers > 0) {
  const { runPrimary, shutdownDeadlineMs } = await import('./clusterPrimary.ts');
  runPrimary({
    workers,
    shutdownDeadlineMs: shutdownDeadlineMs(process.env),
    log: (event) => console.log(JSON.stringify({ time: new Date().toISOString(), ...event })),
  });
} else {
  const { startProductionServer } = await import('./productionServer.ts');
  startProductionServer(path.resolve(import.meta.dirname, '../dist'));
}
