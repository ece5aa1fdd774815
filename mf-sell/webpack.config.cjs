const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      title: 'mf-sell (standalone)',
      exposes: {
        './SellPage': './src/exposes/SellPage.tsx',
      },
    },
    argv,
  );
