import { type ArtRarity } from '../../../shared/art.ts';
import {
  type ArtUploadResponse,
  type CreateArtCollection,
  CreateArtCollectionSchema,
  NEED_ARTWORK_MESSAGE,
} from '../../../shared/art-admin.ts';
import { parseDollars } from '../../../shared/money.ts';
import { type StatusChoice, statusOfChoice } from './art-status-options.ts';

/** The create form as typed: text until it is sent. */
export interface CreateArtDraft {
  name: string;
  description: string;
  /** The price in dollars as typed; sent as `priceCents`. */
  price: string;
  totalSupply: string;
  remainingSupply: string;
  upload: ArtUploadResponse | null;
  youtubeUrl: string;
  rarity: ArtRarity;
  status: StatusChoice;
  almostGoneAt: string;
  hidden: boolean;
}

/** A new collection's defaults (docs/product-rules.md): rarity common, status live, supply 1. */
export const emptyDraft: CreateArtDraft = {
  name: '',
  description: '',
  price: '',
  totalSupply: '1',
  remainingSupply: '1',
  upload: null,
  youtubeUrl: '',
  rarity: 'common',
  status: 'live',
  almostGoneAt: '3',
  hidden: false,
};

export type DraftErrors = Partial<Record<keyof CreateArtCollection, string>>;

/** A number field's text as a number; empty is NaN, which the schema refuses with its message. */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function requestOf(draft: CreateArtDraft): CreateArtCollection {
  return {
    name: draft.name,
    description: draft.description,
    priceCents: parseDollars(draft.price),
    totalSupply: numberOf(draft.totalSupply),
    remainingSupply: numberOf(draft.remainingSupply),
    imageUrl: draft.upload?.imageUrl ?? null,
    youtubeUrl: draft.youtubeUrl.trim() || null,
    rarity: draft.rarity,
    status: statusOfChoice(draft.status),
    almostGoneAt: numberOf(draft.almostGoneAt),
    hidden: draft.hidden,
  };
}

/** The same checks the server makes, with its messages: the first problem of each field. */
export function draftErrors(draft: CreateArtDraft): DraftErrors {
  const result = CreateArtCollectionSchema.safeParse(requestOf(draft));
  if (result.success) return {};
  const errors = fieldErrorsOf(
    result.error.issues.map((issue): [string, string] => [
      String(issue.path[0] ?? ''),
      issue.message,
    ]),
  );
  // The schema checks the artwork only once every field is valid; the form says it at once.
  if (!draft.upload && !draft.youtubeUrl.trim()) errors.imageUrl ??= NEED_ARTWORK_MESSAGE;
  return errors;
}

/** `{ field: [messages] }` (the server's shape) or issue pairs, as one message per field. */
export function fieldErrorsOf(
  entries: [string, string][] | Record<string, string[]> | undefined,
): DraftErrors {
  const pairs = Array.isArray(entries)
    ? entries
    : Object.entries(entries ?? {}).map(([field, messages]) => [field, messages[0] ?? ''] as const);
  const errors: DraftErrors = {};
  for (const [field, message] of pairs) {
    const key = field as keyof CreateArtCollection;
    if (message && !errors[key]) errors[key] = message;
  }
  return errors;
}
