/** The zip a link serves: the bot's current package, or an art edition's own. */
export interface ServedPackage {
  /** Of the zip: its name in the file store, and the download's ETag. */
  sha256: string;
  sizeBytes: number;
  builtAt: string;
  version: string;
  /** The name the buyer's browser saves it as. */
  fileName: string;
}
