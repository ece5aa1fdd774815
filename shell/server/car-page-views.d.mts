export function carIdOfPage(pathname: string): string | undefined;
export function recordCarPageView(options: {
  apiBaseUrl: string;
  carId: string;
  visitor: Record<string, string>;
  log: (message: string, error?: unknown) => void;
  fetchImpl?: typeof fetch;
}): Promise<void>;
