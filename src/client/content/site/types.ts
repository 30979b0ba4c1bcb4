/**
 * Shapes of the static marketing and legal content. Pages import the data
 * from the files beside this one; nothing here is loaded from the server.
 */
import type { icons } from 'lucide-react';

/** A lucide-react icon name such as 'TrendingUp'; pages look the component up by this name. */
export type IconName = keyof typeof icons;

export interface Feature {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** Exactly five, as the features page shows them. */
  readonly bulletPoints: readonly [string, string, string, string, string];
}

export interface Indicator {
  readonly id: string;
  readonly shortName: string;
  readonly fullName: string;
  readonly icon: IconName;
  readonly description: string;
  /** The periods the bot uses, e.g. '20, 50, 200'; optional extra for a badge. */
  readonly settings?: string;
}

export interface Step {
  readonly title: string;
  readonly description: string;
  readonly hasViewMore?: boolean;
  readonly viewMoreLink?: string;
  readonly viewMoreText?: string;
}

/** A buyer's agreement to be quoted on the site: the proof a review is real and may be shown. */
export interface QuoteConsent {
  /** The day the buyer agreed, ISO 8601 ("2026-11-22"). */
  readonly agreedOn: string;
  /** Where the agreement is kept, for the shop's records ("email of 22 Nov 2026"). */
  readonly record?: string;
}

export interface Testimonial {
  readonly id: string;
  /**
   * An invented placeholder, labelled "Sample review" on the page. A review without consent is
   * labelled too, whatever this says: see isSampleReview.
   */
  readonly sample?: true;
  /** Set when a real buyer agreed to be quoted with this name, wording and rating. */
  readonly consent?: QuoteConsent;
  readonly name: string;
  readonly initials: string;
  readonly title: string;
  readonly quote: string;
  /** 0-5, half stars allowed. */
  readonly rating: number;
}

/** A question and its answer, as compiled from faq.md (scripts/faq-markdown.ts). */
export interface FaqItem {
  readonly question: string;
  /** The answer as HTML (<p>, <a>, <ul>, <pre><code>), compiled from the site's own Markdown. */
  readonly answer: string;
  /** The same answer as plain text, for search engines' FAQPage data. */
  readonly answerText: string;
}

/** A titled line with an icon: technical requirements, configuration options, package items. */
export interface InfoItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  readonly optional?: boolean;
}

/** A Telegram command of the bot. `usage` is what the user types, arguments included. */
export interface BotCommand {
  readonly command: `/${string}`;
  readonly usage: string;
  readonly description: string;
}

export type TelegramNotificationId =
  | 'trade-opened'
  | 'trade-closed'
  | 'stop-loss-hit'
  | 'trailing-stop-activated'
  | 'take-profit-hit'
  | 'circuit-breaker'
  | 'drawdown-protection'
  | 'price-drop'
  | 'price-discrepancy'
  | 'daily-summary'
  | 'errors';

/** A kind of Telegram alert the bot sends. */
export interface TelegramNotificationKind {
  readonly id: TelegramNotificationId;
  readonly title: string;
  readonly icon: IconName;
  readonly description: string;
}

/** A message of the demo's bot log, as it appears in Telegram. */
export interface TelegramExample {
  /** With line breaks. */
  readonly text: string;
  /** When the backtest sent it, on the run's clock: "Day 12, 09:00". */
  readonly time: string;
}

export interface TelegramNotification extends TelegramNotificationKind {
  /** Null when the demo's backtest never sent this kind of message. */
  readonly example: TelegramExample | null;
}

export interface GuideLink {
  readonly label: string;
  readonly href: string;
}

/** A file shown whole, e.g. config.yaml or the restart script. */
export interface GuideFile {
  readonly name: string;
  readonly language: 'yaml' | 'bash' | 'dotenv' | 'text';
  readonly content: string;
}

export interface GuideSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  /** Shell blocks, each a plain string (may span lines); shown in order after the paragraphs. */
  readonly commands?: readonly string[];
  readonly files?: readonly GuideFile[];
  /** A highlighted tip or warning. */
  readonly note?: string;
  readonly links?: readonly GuideLink[];
}

export type SetupGuideTabId =
  'overview' | 'local-setup' | 'vps-deploy' | 'using-bot' | 'video-guide';

export interface SetupGuideTab {
  readonly id: SetupGuideTabId;
  readonly label: string;
  readonly intro: string;
  readonly sections: readonly GuideSection[];
}

export interface TroubleshootingEntry {
  readonly id: string;
  readonly problem: string;
  /** The error text as the user sees it, when there is one. */
  readonly symptom?: string;
  readonly cause: string;
  readonly fix: string;
  readonly commands?: readonly string[];
}

// The legal pages' text is shared with the server, which records the version a buyer accepted.
export type { LegalDocument, LegalSection } from '../../../shared/legal/legal-document.ts';
