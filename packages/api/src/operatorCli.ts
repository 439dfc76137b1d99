import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { OPERATOR_USAGE, parseOperatorCommand } from './operator/operatorCommand.ts';
import { errorText } from './deps.ts';

/** `pnpm --filter @casino/api operator …`: the operator API from a terminal (packages/api/README.md, "Operators"). */
async function main(): Promise<number> {
  // pnpm passes a lone `--` through when the caller separates its own options from the script's.
  const command = parseOperatorCommand(
    process.argv.slice(2).filter((arg) => arg !== '--'),
    process.env,
  );
  if (command.kind === 'help') {
    console.log(OPERATOR_USAGE);
    return 0;
  }
  if (command.kind === 'token') {
    const token = randomBytes(24).toString('base64url');
    console.log(`token:      ${token}`);
    console.log(`token_sha256: ${createHash('sha256').update(token).digest('hex')}`);
    return 0;
  }
  if (!command.token) {
    console.error('No token: set OPERATOR_TOKEN or pass --token.');
    return 2;
  }
  const answer = await fetch(`${command.api}${command.call.path}`, {
    method: command.call.method,
    headers: {
      Authorization: `Bearer ${command.token}`,
      ...(command.call.body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(command.call.body ? { body: JSON.stringify(command.call.body) } : {}),
  });
  if (command.call.saveTo !== undefined && answer.ok) {
    const bytes = new Uint8Array(await answer.arrayBuffer());
    writeFileSync(command.call.saveTo, bytes);
    console.log(
      `${bytes.length} bytes (${answer.headers.get('content-type') ?? '?'}) saved to ${command.call.saveTo}`,
    );
    return 0;
  }
  const text = await answer.text();
  let shown: unknown = text;
  try {
    const parsed = JSON.parse(text) as { data?: unknown };
    shown = answer.ok ? (parsed.data ?? parsed) : parsed;
  } catch {
    // not JSON: shown as it came
  }
  const out = typeof shown === 'string' ? shown : JSON.stringify(shown, null, 2);
  if (answer.ok) console.log(out);
  else console.error(`HTTP ${answer.status}: ${out}`);
  return answer.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(errorText(error));
    process.exit(2);
  },
);
