import type { IncomingMessage } from 'node:http';

export declare const CITY_COOKIE: string;
export declare function cityOfRequest(req: Pick<IncomingMessage, 'headers'>): string | undefined;
