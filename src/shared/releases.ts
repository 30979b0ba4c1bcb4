import { z } from 'zod';
import { textField } from './fields.ts';
import {
  LicenceKeyInputSchema,
  LicenceRefusalCodeSchema,
  MachineFingerprintSchema,
} from './licences.ts';

/*
 * Releases of the bot and the bot's update check (`POST /api/v1/updates/check`). The request and
 * answer names are a contract the bot and outside tools rely on (docs/releases.md).
 */

export const releaseLimits = {
  versionMax: 64,
  changelogMax: 20_000,
} as const;

/** Where a release is offered: stable to every buyer, beta to those who ask for it. */
export const releaseChannels = ['stable', 'beta'] as const;
export const ReleaseChannelSchema = z.enum(releaseChannels);
export type ReleaseChannel = z.infer<typeof ReleaseChannelSchema>;

/** What a release download link was made for: the bot's update check, or the buyer's library. */
export const releaseDownloadPurposes = ['update', 'library'] as const;
export type ReleaseDownloadPurpose = (typeof releaseDownloadPurposes)[number];

/** Semantic Versioning 2.0.0, without a leading `v` (`1.4.0`, `2.0.0-beta.1`, `1.0.0+build.5`). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const ReleaseVersionSchema = z
  .string()
  .trim()
  .max(releaseLimits.versionMax, `A version has at most ${releaseLimits.versionMax} characters.`)
  .regex(SEMVER, 'A version reads like 1.4.0 or 2.0.0-beta.1 (semantic versioning).');

interface ParsedVersion {
  core: [number, number, number];
  pre: string[];
}

function parseVersion(version: string): ParsedVersion | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre: match[4] ? match[4].split('.') : [],
  };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Semver precedence: -1, 0 or 1. Build metadata is ignored; a pre-release comes before its
 * release (1.0.0-beta.2 < 1.0.0). Throws on a string that is not a version.
 */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`not a semantic version: ${left ? b : a}`);
  for (let index = 0; index < 3; index++) {
    const difference = Math.sign(left.core[index]! - right.core[index]!);
    if (difference !== 0) return difference;
  }
  if (left.pre.length === 0 || right.pre.length === 0) {
    return left.pre.length === right.pre.length ? 0 : left.pre.length === 0 ? 1 : -1;
  }
  for (let index = 0; index < Math.max(left.pre.length, right.pre.length); index++) {
    const a = left.pre[index];
    const b = right.pre[index];
    if (a === undefined) return -1;
    if (b === undefined) return 1;
    const difference = compareIdentifiers(a, b);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The changelog as the owner writes it, in Markdown; shown to buyers and sent in update mail. */
export const ReleaseChangelogSchema = textField({
  label: 'The changelog',
  max: releaseLimits.changelogMax,
  requiredMessage: 'Please write what changed in this release.',
  multiline: true,
});

/** A release as the owner's screens and the buyer's library show it. */
export const ReleaseViewSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  channel: ReleaseChannelSchema,
  changelog: z.string(),
  /** Of the release's zip, as served. */
  sha256: z.string(),
  sizeBytes: z.number().int(),
  publishedAt: z.string(),
  /** The owner's email, or null for the first release the shop made from its package. */
  publishedBy: z.string().nullable(),
});
export type ReleaseView = z.infer<typeof ReleaseViewSchema>;

/** `POST /api/v1/updates/check`: the bot asks, naming its licence, machine and version. */
export const UpdateCheckRequestSchema = z.object({
  key: LicenceKeyInputSchema,
  fingerprint: MachineFingerprintSchema,
  /** The version the bot runs now; a build that cannot tell says 0.0.0. */
  currentVersion: ReleaseVersionSchema,
  /** Stable unless the owner of the machine asks for beta. */
  channel: ReleaseChannelSchema.optional(),
});
export type UpdateCheckRequest = z.input<typeof UpdateCheckRequestSchema>;

/** The newest release the machine may install, and a short-lived link to its zip. */
export const LatestReleaseSchema = z.object({
  version: z.string(),
  channel: ReleaseChannelSchema,
  changelog: z.string(),
  /** SHA-256 (hex) of exactly the bytes `downloadUrl` serves. */
  sha256: z.string(),
  /** Absolute, single-purpose, short-lived, counted apart from the receipt's downloads. */
  downloadUrl: z.string(),
  publishedAt: z.string(),
});
export type LatestRelease = z.infer<typeof LatestReleaseSchema>;

export const UpdateCheckResponseSchema = z.object({
  latest: LatestReleaseSchema,
  /** True when `latest.version` is higher (semver) than the machine's `currentVersion`. */
  updateAvailable: z.boolean(),
});
export type UpdateCheckResponse = z.infer<typeof UpdateCheckResponseSchema>;

/** Why the update check gives no release: the licence's refusals, or nothing published yet. */
export const UpdateCheckRefusalSchema = z.object({
  code: z.union([LicenceRefusalCodeSchema, z.literal('no_release')]),
  error: z.string(),
  message: z.string(),
});
export type UpdateCheckRefusal = z.infer<typeof UpdateCheckRefusalSchema>;

/** What the owner publishes; the files come from the current package or an uploaded zip. */
export const PublishReleaseFieldsSchema = z.object({
  version: ReleaseVersionSchema,
  channel: ReleaseChannelSchema,
  changelog: ReleaseChangelogSchema,
});
export type PublishReleaseFields = z.input<typeof PublishReleaseFieldsSchema>;

/** The owner's releases screen: every release, newest first, and what new buyers get. */
export const AdminReleasesSchema = z.object({
  releases: z.array(ReleaseViewSchema),
  /** The release new buyers' links serve (the newest stable), or null before the first. */
  servedReleaseId: z.number().int().nullable(),
  /** The package the product files make now, which "publish from current files" would use. */
  currentPackage: z
    .object({ sha256: z.string(), sizeBytes: z.number().int(), builtAt: z.string() })
    .nullable(),
});
export type AdminReleases = z.infer<typeof AdminReleasesSchema>;

/** The multipart field `POST /api/admin/releases/upload` reads the release's zip from. */
export const releaseUploadField = 'release';

/** `POST /api/admin/releases` (from the current package) and `…/upload` (a zip): 201. */
export const PublishedReleaseSchema = z.object({ release: ReleaseViewSchema });
export type PublishedRelease = z.infer<typeof PublishedReleaseSchema>;

/** `GET /api/admin/releases/:id`: the release's page (its notify-buyers progress sits beside). */
export const AdminReleaseSchema = z.object({
  release: ReleaseViewSchema,
  /** Whether new buyers' links serve this release now. */
  served: z.boolean(),
});
export type AdminRelease = z.infer<typeof AdminReleaseSchema>;
