module.exports = { extends: ['eslint:recommended'], rules: { semi: ['error', 'always'] } };
