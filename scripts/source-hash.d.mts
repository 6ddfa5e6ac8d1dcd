export declare function sourceHash(root: string): string;
export declare const HASH_FILE: string;
