module.exports = { rules: { semi: ['error', 'always'] } };
