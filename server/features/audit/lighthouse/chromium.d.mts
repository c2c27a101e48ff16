export declare const DEBIAN_CHROMIUM_PATHS: readonly string[];
export declare function findChromium(configured: string | undefined): string | null;
export declare function requireChromium(configured: string | undefined): string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const DEBIAN_HEADLESS_SHELL_PATHS: readonly string[];
export declare function findHeadlessShell(): string | null;
export declare function requireTestChromium(configured: string | undefined, testConfigured: string | undefined): string;
