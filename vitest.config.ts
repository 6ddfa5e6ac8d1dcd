import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ first when it is older than the sources: end-to-end tests run the bundle.
    globalSetup: ['test/support/fresh-dist.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The JSON report feeds the "N passed, N failed" line of .ci/run.
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
  },
});
