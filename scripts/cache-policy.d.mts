export declare const HASHED: RegExp;
export declare const REVALIDATE: RegExp;
export declare function cacheControl(pathname: string): string;
