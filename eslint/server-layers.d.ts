// Types for the TypeScript tests that read the charters (the lint config reads the .js itself).
export interface ServerFolderCharter {
  owns: string;
  imports: string[];
}
export const serverFolders: Record<string, ServerFolderCharter>;
export const testFileImports: string[];
