// Federation runtime plugin: keep every shared module on 'loaded-first'.
// The runtime formats shared entries registered through a later `initOptions` call with that
// call's `shareStrategy`, falling back to 'version-first' when it is absent (runtime-core
// formatShareConfigs). 'version-first' fetches EVERY registered remote's entry to compare
// versions, so one remote that is down could break loading another. Forcing the strategy on
// every init is a cheap guard that keeps a failing remote contained to its own slot.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function loadedFirstRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carmarket-loaded-first',
    beforeInit(args) {
      return { ...args, userOptions: { ...args.userOptions, shareStrategy: 'loaded-first' } };
    },
  };
}
