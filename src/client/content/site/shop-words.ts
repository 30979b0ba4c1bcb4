import { commerce } from '../../../shared/site-config.ts';

/**
 * One vocabulary for what the shop sells. The bot: the owner uploads files, the files added to
 * the package make the download package (one zip), and a buyer gets it by download link. Art: an
 * art piece (a "collection" in the owner's screens) is sold in numbered editions, and each buyer
 * gets an edition's art package by download link. A few labels were kept from the earlier shop;
 * each hint here says once, beside its label, what it means in those words.
 */
export const labelHints = {
  /** Checkout's name for the bot, explained where the owner builds what it delivers. */
  algorithmZip: `"${commerce.botProductName}", the bot buyers pay for at checkout, is this download package: one zip of the files added to it, sent to each buyer by download link.`,
  /** The manual delivery field that picks an art piece. */
  nftCollection: 'The art piece to send. The buyer gets its next numbered edition.',
  /** The art admin's collections. */
  collections:
    'Each collection is one art piece, sold as numbered editions: every buyer gets one edition and its art package (artwork, certificate, metadata, usage rights) by download link.',
  /** The button that sends a manual delivery. */
  sendNftPackage: "Send NFT Package emails the buyer a download link to the edition's art package.",
  /** One line of the art package's contents. */
  blockchainMetadata:
    "Blockchain metadata (JSON) is the edition's metadata.json, in the ERC-721 format NFT marketplaces read. Nothing is written to a blockchain.",
} as const;
