// `pnpm serve`: the production server (productionServer.ts) over the build in dist/ and dist-server/.
//
// React, react-router, MobX and the other libraries the server imports pick their production or development build
// from NODE_ENV as they are first imported: left unset, the server rendered every page with React's development
// build, several times slower (most of the CPU of a page at a 16-request load). The server's own code is imported only
// once it is set; the imports of a module would be evaluated before any line of it.
import path from 'node:path';

process.env['NODE_ENV'] = 'production';
const { startProductionServer } = await import('./productionServer.ts');
startProductionServer(path.resolve(import.meta.dirname, '../dist'));
