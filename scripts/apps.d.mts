export declare const APPS: ReadonlyArray<{ dir: string; name: string; port: number }>;
export declare const API_PORT: number;
