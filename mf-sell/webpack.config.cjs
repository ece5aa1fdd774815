const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'mf_sell',
      port: 3002,
      title: 'mf-sell (standalone)',
      exposes: {
        './SellPage': './src/exposes/SellPage.tsx',
      },
    },
    argv,
  );
