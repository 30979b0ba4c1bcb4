import { packageOwnFileName } from '../../shared/products.ts';

/** Hidden characters (controls, bidi and zero-width marks, line separators), as in file names. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** Characters Windows cannot put in a name: a buyer there could not unpack the file. */
const WINDOWS_FORBIDDEN = /[<>:"|?*\\]/;

const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const FOLDER = 0o040000;
const SYMBOLIC_LINK = 0o120000;

/** Zips made on Unix (3) and macOS (19) keep a Unix mode in the external attributes' high half. */
const UNIX_HOSTS = new Set([3, 19]);

/** What the entry's Unix mode says it is; an entry made elsewhere carries none and is a file. */
export function entryKind(entry: {
  versionMadeBy: number;
  externalFileAttributes: number;
}): 'file' | 'folder' | 'link' | 'special' {
  if (!UNIX_HOSTS.has(entry.versionMadeBy >> 8)) return 'file';
  const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK;
  if (type === 0 || type === REGULAR_FILE) return 'file';
  if (type === FOLDER) return 'folder';
  return type === SYMBOLIC_LINK ? 'link' : 'special';
}

/**
 * Why an entry's path cannot be unpacked into the package, in words the owner can act on, or
 * undefined when it can. A path must stay inside the package: relative, no `..`, no drive letter;
 * and every part must be a name a buyer's computer can create.
 */
export function entryPathProblem(zipName: string, entryPath: string): string | undefined {
  const shown = JSON.stringify(entryPath);
  const outside = outsidePathProblem(zipName, entryPath);
  if (entryPath.startsWith('/') || /^[a-zA-Z]:/.test(entryPath)) return outside;
  const parts = entryPath.replace(/\/$/, '').split('/');
  if (parts.includes('..')) return outside;
  if (parts.some((part) => part === '' || part === '.')) {
    return `${zipName} holds ${shown}, which is not a plain file path. Create the zip again with your computer's standard zip tool and upload it.`;
  }
  if (HIDDEN_CHARACTERS.test(entryPath)) {
    return `${zipName} holds a file whose name has hidden or control characters (${shown}). Rename it, zip again and upload.`;
  }
  if (parts.some((part) => WINDOWS_FORBIDDEN.test(part) || /[ .]$/.test(part))) {
    return `${zipName} holds ${shown}, a name Windows cannot create (no < > : " | ? * \\ and no space or dot at the end). Rename it, zip again and upload.`;
  }
  return undefined;
}

/** Refusal for a path that would land outside the folder the zip is unpacked into. */
export function outsidePathProblem(zipName: string, entryPath: string): string {
  return `${zipName} holds ${JSON.stringify(entryPath)}, a path that points outside the zip's own folder. The package only takes files inside the zip: create the zip again from the bot's folder and upload it.`;
}

/** Refusal when the first part of the path is a name the package writes itself. */
export function reservedNameProblem(zipName: string, entryPath: string): string | undefined {
  const top = entryPath.split('/')[0] ?? '';
  const own = packageOwnFileName(top);
  if (!own) return undefined;
  return `${zipName} holds ${own} at its top level, a name the download package gives a file of its own. Rename or move that file inside the zip, zip again and upload.`;
}

/**
 * Keeps the names a zip has used, compared in any case (as Windows and macOS compare them), and
 * says when a new one would clash: the same name twice, or a file where a folder is.
 */
export class EntryNameBook {
  private readonly files = new Set<string>();
  private readonly folders = new Set<string>();

  constructor(private readonly zipName: string) {}

  /** Records a file (or, with `folder`, a folder); a message when it clashes with one kept. */
  add(entryPath: string, folder = false): string | undefined {
    const key = entryPath.replace(/\/$/, '').toLowerCase();
    const parts = key.split('/');
    for (let end = 1; end < parts.length; end++) {
      const parent = parts.slice(0, end).join('/');
      if (this.files.has(parent)) return this.clash(entryPath);
      this.folders.add(parent);
    }
    if (folder) {
      if (this.files.has(key)) return this.clash(entryPath);
      this.folders.add(key);
      return undefined;
    }
    if (this.files.has(key) || this.folders.has(key)) return this.clash(entryPath);
    this.files.add(key);
    return undefined;
  }

  private clash(entryPath: string): string {
    return `${this.zipName} holds ${JSON.stringify(entryPath)} twice (names are compared in any case, as Windows and macOS do, and a file cannot share a folder's name). Rename one, zip again and upload.`;
  }
}
