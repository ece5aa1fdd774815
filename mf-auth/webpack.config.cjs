const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      title: 'mf-auth (standalone)',
      exposes: {
        './AuthModals': './src/exposes/AuthModals.tsx',
      },
    },
    argv,
  );
