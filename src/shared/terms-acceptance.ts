/**
 * What a buyer accepts at checkout, and the record the order keeps of it: the first defence
 * against a "the bot lost my money" chargeback is proof that the buyer read the risk disclosure
 * before paying (docs/risk-acceptance.md). Free of zod: the checkout page's words load no schema code.
 */

/** The bot's checkout: the one checkbox's refusal, in the words of the pages it links to. */
export const BOT_TERMS_REFUSAL =
  'Please tick the box to accept the Risk Disclaimer and the License before you pay.';

/** An art piece's checkout asks for its usage rights instead. */
export const ART_TERMS_REFUSAL =
  'Please tick the box to accept the usage rights of this art piece before you pay.';

/** `acceptedTerms` sent as something other than true or false. */
export const ACCEPTED_TERMS_INVALID = 'Send acceptedTerms: true once the buyer has ticked the box.';

/** Where the art piece's usage rights are described before buying: the terms' art section. */
export const ART_USAGE_RIGHTS_PATH = '/terms-of-service#digital-collectibles';

/** A browser's user agent is kept to this many characters: enough to name it, no more. */
export const USER_AGENT_MAX_LENGTH = 300;
