const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      isHost: true,
      runtimePlugins: [
        require.resolve('./src/platform/loaded-first-runtime-plugin.ts'),
        require.resolve('./src/platform/early-manifest-runtime-plugin.ts'),
      ],
      title: 'CarMarket: buy and sell used cars in India',
    },
    argv,
  );
