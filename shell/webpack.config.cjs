const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig({ dir: __dirname, name: 'shell', port: 3000, isHost: true, title: 'CarMarket: buy and sell used cars in India' }, argv);
