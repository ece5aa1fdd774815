// Federation runtime plugin: answers the runtime's manifest request with the response main.js
// already fetched for the first route (early-remote.ts); every other request goes to the network.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-remote';

export default function earlyManifestRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carmarket-early-manifest',
    fetch(url: string) {
      return takeEarlyManifest(url);
    },
  };
}
