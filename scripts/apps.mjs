// The five front-end apps and their ports; one list for build, dev, start and tests.
export const APPS = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-browse', name: 'mf_browse', port: 3001 },
  { dir: 'mf-sell', name: 'mf_sell', port: 3002 },
  { dir: 'mf-account', name: 'mf_account', port: 3003 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3004 },
];
export const API_PORT = 4000;
