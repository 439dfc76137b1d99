import { parseCli, USAGE } from './cli.ts';
import { resetDatabase, startApi } from './server.ts';
import { DEMO_PASSWORD } from './seed/players.ts';

async function main(): Promise<void> {
  const command = parseCli(process.argv.slice(2), process.env);
  if (command.help) {
    console.log(USAGE);
    return;
  }
  if (command.resetOnly) {
    const file = await resetDatabase(command.options);
    console.log(`Database reset to the seed: ${file}`);
    return;
  }
  const api = await startApi(command.options);
  // The first line is read by parent processes: keep its shape.
  console.log(`API listening on ${api.url}`);
  console.log(`  also at http://localhost:${api.port} · database ${api.databaseFile}`);
  console.log(`  game provider at ${api.providerUrl}`);
  const { settled, rolledBack, left, notes } = api.recovered;
  if (settled + rolledBack + left > 0)
    console.log(`  rounds cut by the last stop: ${settled} settled, ${rolledBack} rolled back, ${left} left`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    `  demo login: demo@example.com / ${DEMO_PASSWORD} (phone +70001234567, not a real number) · rich@example.com / ${DEMO_PASSWORD}`,
  );
  if (command.options.dev === true) console.log(`  outbox (codes and links): ${api.url}/__dev/outbox`);
  const operators = command.options.operators?.length ?? 0;
  console.log(
    operators > 0
      ? `  operator API: ${api.url}/operator/v1 (${operators} operator(s); pnpm --filter @casino/api operator --help)`
      : '  operator API: no operators configured (--operators-file; see packages/api/README.md)',
  );
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
