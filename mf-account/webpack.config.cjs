const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_account',
      port: 3003,
      title: 'mf-account (standalone)',
      exposes: {
        './AccountRoutes': './src/exposes/AccountRoutes.tsx',
      },
    },
    argv,
  );
