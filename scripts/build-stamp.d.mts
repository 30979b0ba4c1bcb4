// Types for build-stamp.mjs, which stays plain JavaScript so the launcher needs no TypeScript.
type Env = Record<string, string | undefined>;
export const STAMP_FILE: string;
export const BUILD_ENV: readonly string[];
export const BUILD_INPUTS: readonly string[];
export function writeBuildStamp(root: string, env?: Env): void;
export function staleReason(root: string, env: Env | undefined): string | null;
