const { createAppConfig } = require('@carmarket/webpack-config');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      title: 'mf-browse (standalone)',
      exposes: {
        './BuyCarPage': './src/exposes/BuyCarPage.tsx',
        './CarDetailPage': './src/exposes/CarDetailPage.tsx',
        './SellerDetailsPage': './src/exposes/SellerDetailsPage.tsx',
        './TopDealersPage': './src/exposes/TopDealersPage.tsx',
        './CarCarousel': './src/exposes/CarCarousel.tsx',
        './ComparePage': './src/exposes/ComparePage.tsx',
      },
    },
    argv,
  );
