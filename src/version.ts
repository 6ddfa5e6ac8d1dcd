// Kept in step with package.json by hand at release time; reported in SARIF and the PR comment footer.
export const VERSION = '0.1.0';
