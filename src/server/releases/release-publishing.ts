import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReleaseChannel } from '../../shared/releases.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { releases } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { savedPackage } from '../products/product-files.ts';
import { readUploadedZip, UploadedZipRefusal } from '../products/uploaded-zip.ts';
import type { Release } from './release-store.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** The owner's release cannot be published as asked; the message says why, for a person. */
export class ReleaseRefusal extends Error {
  override name = 'ReleaseRefusal';
  constructor(
    readonly kind: 'bad-file' | 'no-package' | 'version-taken' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/** What a release is made of: the product files' package as it is now, or a zip the owner sent. */
export type ReleaseSource =
  { kind: 'package' } | { kind: 'upload'; fileName: string; content: Readable };

interface PublishFields {
  version: string;
  channel: ReleaseChannel;
  changelog: string;
}

/**
 * Publishes a release: its zip is stored in the shared file store (an uploaded zip is checked
 * against the package's rules first), then the release row and its audit entry are written in
 * one transaction. A version already on the channel is refused, however many publish at once.
 */
export async function publishRelease(
  deps: { db: Db; files: FileStore },
  fields: PublishFields,
  source: ReleaseSource,
  actor: Actor,
): Promise<Release> {
  const zip =
    source.kind === 'package' ? await currentPackageZip(deps.db) : await storeUpload(deps, source);
  try {
    return await deps.db.transaction(async (tx) => {
      const [release] = await tx
        .insert(releases)
        .values({
          version: fields.version,
          channel: fields.channel,
          changelog: fields.changelog,
          sha256: zip.sha256,
          sizeBytes: zip.sizeBytes,
          source: source.kind,
          publishedBy: actor.email,
        })
        .returning();
      if (!release) throw new Error('release insert returned no row');
      await recordAudit(tx, actor, {
        action: 'release.publish',
        targetType: 'release',
        targetId: release.id,
        detail: {
          version: release.version,
          channel: release.channel,
          sha256: release.sha256,
          source: source.kind,
        },
      });
      return release;
    });
  } catch (error) {
    if (isVersionTaken(error)) {
      throw new ReleaseRefusal(
        'version-taken',
        `Version ${fields.version} is already published on the ${fields.channel} channel. Give this release a higher version.`,
      );
    }
    throw error;
  }
}

async function currentPackageZip(db: Db): Promise<{ sha256: string; sizeBytes: number }> {
  const pkg = await savedPackage(db);
  if (!pkg) {
    throw new ReleaseRefusal(
      'no-package',
      'No product file is in the package: add files on the Files screen, or upload the release as a zip.',
    );
  }
  return pkg;
}

/** Streams the upload to a temporary file, checks it is a zip the package rules allow, stores it. */
async function storeUpload(
  deps: { files: FileStore },
  source: { fileName: string; content: Readable },
): Promise<{ sha256: string; sizeBytes: number }> {
  if (!source.fileName.toLowerCase().endsWith('.zip')) {
    source.content.resume();
    throw new ReleaseRefusal('bad-file', 'A release is uploaded as one .zip file.');
  }
  const incoming = await deps.files.incomingPath('.zip');
  try {
    await pipeline(source.content, createWriteStream(incoming));
    if ((source.content as Readable & { truncated?: boolean }).truncated) {
      throw new ReleaseRefusal('too-large', `${source.fileName} is larger than the upload limit.`);
    }
    try {
      await readUploadedZip(incoming, { zipName: source.fileName });
    } catch (error) {
      if (error instanceof UploadedZipRefusal) throw new ReleaseRefusal('bad-file', error.message);
      throw error;
    }
    return await deps.files.put(incoming, { move: true });
  } finally {
    await rm(incoming, { force: true });
  }
}

/** Postgres's unique violation on (version, channel): the only unique key a release has. */
const isVersionTaken = (error: unknown) => isUniqueViolation(error);
