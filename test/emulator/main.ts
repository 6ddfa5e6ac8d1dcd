import { SEED, startEmulator, type EmulatorOptions } from './index';

// Starts an emulator for the demo and for manual use, prints where it is and its credentials as
// JSON on one line, and runs until interrupted:
//   npx tsx test/emulator/main.ts [--port N] [--seed N] [--latency MS] [--catalog default|empty|two-orgs]

function parseArgs(argv: string[]): EmulatorOptions {
  const options: EmulatorOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    const number = () => {
      if (value === undefined || !/^\d+$/.test(value)) throw new Error(`${flag} needs a whole number`);
      i++;
      return Number(value);
    };
    if (flag === '--port') options.port = number();
    else if (flag === '--seed') options.seed = number();
    else if (flag === '--latency') options.latencyMs = number();
    else if (flag === '--catalog') {
      if (value !== 'default' && value !== 'empty' && value !== 'two-orgs')
        throw new Error('--catalog is default, empty or two-orgs');
      options.catalog = value;
      i++;
    } else if (flag === '--help' || flag === '-h') {
      process.stdout.write(
        'usage: tsx test/emulator/main.ts [--port N] [--seed N] [--latency MS] [--catalog default|empty|two-orgs]\n',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${flag}`);
  }
  if (options.port === undefined && process.env.EMULATOR_PORT) options.port = Number(process.env.EMULATOR_PORT);
  return options;
}

let options: EmulatorOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exit(2);
}
const emulator = await startEmulator(options);
const identity = emulator.store.findIdentity(SEED.identity.name);
process.stdout.write(
  `${JSON.stringify({
    url: emulator.url,
    registry: emulator.registry,
    apiToken: emulator.apiToken,
    registryToken: emulator.registryToken,
    pullUsername: emulator.pullUsername,
    pullPassword: emulator.pullPassword,
    rootGroup: emulator.rootGroup,
    publicGroup: emulator.publicGroup,
    subGroup: emulator.subGroup,
    identity: identity
      ? { uid: identity.uid, subject: identity.claimMatch.subject, issuer: identity.claimMatch.issuer }
      : null,
  })}\n`,
);
const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
