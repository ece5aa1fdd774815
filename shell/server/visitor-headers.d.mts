export declare function visitorHeaders(req: import('node:http').IncomingMessage): Record<string, string>;
