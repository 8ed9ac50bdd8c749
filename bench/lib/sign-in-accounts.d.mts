export declare const SIGN_IN_ACCOUNTS: number;
export declare function signInAccountEmail(i: number | '%'): string;
