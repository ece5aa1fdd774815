const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_auth',
      port: 3004,
      title: 'mf-auth (standalone)',
      exposes: {
        './AuthModals': './src/exposes/AuthModals.tsx',
      },
    },
    argv,
  );
