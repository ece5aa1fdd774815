const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      title: 'mf-account (standalone)',
      exposes: {
        './AccountRoutes': './src/exposes/AccountRoutes.tsx',
      },
    },
    argv,
  );
