// Mounts one exposed module inside its own error boundary and Suspense: a remote that is
// down, slow or throwing shows a fallback with Retry in its slot and nothing else breaks.
import {
  Component,
  Suspense,
  lazy,
  useContext,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { ExposedComponent, ExposedModuleName, RemoteName } from '@carmarket/shared';
import { isRetryableInPlace, loadExposed } from './federation';
import { RemoteErrorFallback, RemoteLoading } from './remote-fallbacks';
import { RouteDataContext } from './server-route-data';
import { reportTelemetry } from '../telemetry/telemetry-queue';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  label: string;
  children: ReactNode;
  compact?: boolean;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
    // Release health: which remote, and whether its code did not arrive or threw.
    reportTelemetry({ kind: 'remote-failure', remote: this.props.remote, cause: isRetryableInPlace(error) ? 'network' : 'code' });
  }
  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorFallback
          label={this.props.label}
          message={this.state.error.message}
          compact={this.props.compact}
          onRetry={() => {
            if (!isRetryableInPlace(this.state.error)) {
              // The remote's code threw: webpack keeps that module cached, so load it afresh.
              window.location.reload();
              return;
            }
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export interface RemoteSlotProps<R extends RemoteName, M extends ExposedModuleName<R>> {
  remote: R;
  module: M;
  /** What the visitor sees named in the fallback ('Car listings'). */
  label: string;
  props?: ExposedComponent<R, M> extends ComponentType<infer P> ? P : never;
  compact?: boolean;
  minHeight?: number;
}

export function RemoteSlot<R extends RemoteName, M extends ExposedModuleName<R>>({
  remote,
  module,
  label,
  props,
  compact,
  minHeight,
}: RemoteSlotProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  // On the server: the route's slot also waits for its data (server-route-data.ts).
  const dataReady = useContext(RouteDataContext);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const loaded = (await loadExposed(remote, module)) as { default: ComponentType<object> };
        if (dataReady) await dataReady(remote, module);
        return loaded;
      }),
    // A new lazy component per attempt is what makes Retry load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt, dataReady],
  );
  const LazyComponent = Lazy as ComponentType<ComponentProps<typeof Lazy>>;
  // The key ties the boundary to one exposed module: routes render RemoteSlot at the same
  // place in the tree, and a failed remote's error must not stick to the next route's slot.
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      remote={remote}
      label={label}
      compact={compact}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<RemoteLoading label={label} minHeight={minHeight} compact={compact} />}>
        <LazyComponent {...((props ?? {}) as object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
