import { defineConfig } from 'vitest/config';

// Three projects mirror the architecture (docs/architecture.md): `unit` is the pure core with no
// server, `integration` talks to the emulator over HTTP, `e2e` spawns the built action and CLI.
// `npm test` runs all three; `npm run test:unit` etc. run one (vitest --project).
const project = (name: string) => ({ extends: true as const, test: { name, include: [`test/${name}/**/*.test.ts`] } });

export default defineConfig({
  test: {
    // Builds dist/ first when it is older than the sources: end-to-end tests run the bundle.
    // Then every client exchange with the emulator is checked against the vendor's protos at the end.
    globalSetup: ['test/support/fresh-dist.ts', 'test/support/exchange-log.ts'],
    // GitHub's workflow parser imports its schema JSON without an import attribute, which Node
    // refuses: transformed by Vite instead (test/unit/workflows.test.ts lints the workflows with it).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    // Most tests wait on servers and child processes, not the CPU: four at once on a two-core runner
    // finish the suite in well under half the time of one per core, with every test as before.
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The JSON report feeds the "N passed, N failed" line of .ci/run.
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    projects: [project('unit'), project('integration'), project('e2e')],
  },
});
