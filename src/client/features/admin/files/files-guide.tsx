import { checksumsFileName } from '../../../../shared/products.ts';

/** A short guide beside the list: how uploads become the package buyers download. */
export function FilesGuide() {
  return (
    <section
      aria-labelledby="files-guide"
      className="rounded-xl border border-border bg-muted/50 p-5"
    >
      <h2 id="files-guide" className="text-lg font-semibold">
        How the download package works
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
        <li>
          Upload the bot's files (.zip, .py, .mp4, .pdf or .txt). Each is checked by content; a .zip
          is checked file by file and goes into the package unpacked. Each needs a name of its own
          (for a new version, put the version in the name), and {checksumsFileName} is taken: the
          package writes that list of checksums itself, for every file it holds.
        </li>
        <li>
          Add to package the files buyers should get. The package is one zip, rebuilt whenever the
          set changes.
        </li>
        <li>Remove from package to stop sending a file; delete it when it is no longer needed.</li>
        <li>
          Links already sent keep working and serve the current package. Compare the SHA-256 with
          the file you meant to ship.
        </li>
      </ol>
    </section>
  );
}
