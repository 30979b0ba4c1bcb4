// Types for the README test (tests/unit/readme-server-folders.test.ts).
export const START: string;
export const END: string;
export function serverFoldersList(): string[];
export function readmeSection(readme: string): string[];
