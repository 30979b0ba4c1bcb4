import { siteConfig } from '../../../shared/site-config.ts';
import { riskProfiles, sampleConfig } from './strategy-rules.ts';
import type { TroubleshootingEntry } from './types.ts';

const { exchange, messaging } = siteConfig;

/** The troubleshooting list of the setup guide's Using Bot tab (at least the common Telegram, Binance and Python errors). */
export const setupGuideTroubleshooting: readonly TroubleshootingEntry[] = [
  {
    id: 'telegram-401',
    problem: `${messaging.name}: 401 Unauthorized`,
    symptom: 'telegram.error.InvalidToken / 401 Unauthorized',
    cause: `The bot token is wrong, incomplete, wrapped in quotes or spaces, or was revoked in ${messaging.botFather}.`,
    fix: `Copy the token again from ${messaging.botFather} (/mybots, your bot, API Token), paste it after TELEGRAM_BOT_TOKEN= with no quotes or spaces, and restart the bot.`,
  },
  {
    id: 'telegram-403',
    problem: `${messaging.name}: 403 Forbidden`,
    symptom: "Forbidden: bot was blocked by the user / bot can't initiate conversation with a user",
    cause:
      'The bot has no permission to message the chat: you never pressed Start, you blocked it, or it is not a member of the group (or not allowed to post there).',
    fix: 'Open the chat with your bot and press Start (or unblock it). For a group, add the bot and allow it to send messages; for a channel, make it an admin that can post.',
  },
  {
    id: 'telegram-chat-not-found',
    problem: `${messaging.name}: chat not found`,
    symptom: 'Bad Request: chat not found',
    cause:
      "TELEGRAM_CHAT_ID is wrong: often the bot's own ID (the number before the colon in the token) or a group ID missing its minus sign.",
    fix: 'Send your bot a message, run the getUpdates command from the Local Setup tab again and copy the chat id exactly.',
  },
  {
    id: 'telegram-409',
    problem: `${messaging.name}: 409 Conflict`,
    symptom: 'Conflict: terminated by other getUpdates request',
    cause:
      'Two copies of the bot are running with the same token, for example one on your computer and one on the VPS.',
    fix: 'Stop one of them. Each token can be read by one running bot only.',
  },
  {
    id: 'binance-timestamp',
    problem: `${exchange.name}: timestamp error`,
    symptom: 'APIError(code=-1021): Timestamp for this request was outside of the recvWindow.',
    cause: `The clock of the machine running the bot is out of step with ${exchange.name}'s servers.`,
    fix: 'Turn on automatic time synchronisation. Ubuntu: the commands below. Windows: Settings, Time & language, Date & time, Sync now. macOS: System Settings, General, Date & Time, Set time automatically.',
    commands: ['timedatectl\nsudo timedatectl set-ntp true'],
  },
  {
    id: 'binance-ip-permissions',
    problem: `${exchange.name}: key rejected (IP restriction or permissions)`,
    symptom: 'APIError(code=-2015): Invalid API-key, IP, or permissions for action.',
    cause:
      "The request came from an IP address that is not on the key's trusted list (a different computer, or the server's IP changed), the key lacks spot trading permission, or a testnet key is used with testnet: false (or the other way round).",
    fix: `Check the machine's public IP and add it to the key in ${exchange.name} API Management, confirm Enable Spot & Margin Trading is on, and match the testnet setting to the key.`,
    commands: ['curl -4 -s https://ifconfig.me; echo'],
  },
  {
    id: 'binance-insufficient-balance',
    problem: `${exchange.name}: insufficient balance`,
    symptom: 'APIError(code=-2010): Account has insufficient balance for requested action.',
    cause: `Not enough free ${sampleConfig.quoteAsset} in the Spot wallet: the funds are in other coins, locked in open orders, or sitting in the Funding wallet.`,
    fix: `Transfer ${sampleConfig.quoteAsset} to your Spot wallet, or lower the number of concurrent positions so each trade fits your balance.`,
  },
  {
    id: 'binance-min-notional',
    problem: `${exchange.name}: order below the minimum value`,
    symptom: 'APIError(code=-1013): Filter failure: NOTIONAL (older messages say MIN_NOTIONAL)',
    cause: `Each pair has a minimum order value, often 5 ${sampleConfig.quoteAsset}. Percentage sizing on a small balance falls below it: ${riskProfiles.conservative.positionSizePercent}% of 300 ${sampleConfig.quoteAsset} is only 3 ${sampleConfig.quoteAsset}.`,
    fix: `Fund the account so that one position comfortably exceeds the pair's minimum (check the pair's trading rules on ${exchange.name}). The bot skips trades that would be too small and tells you so.`,
  },
  {
    id: 'module-not-found',
    problem: 'Python: module not found',
    symptom: "ModuleNotFoundError: No module named 'binance' (or 'telegram', 'yaml', 'dotenv')",
    cause:
      'The virtual environment is not active, so Python cannot see the libraries installed in it, or the install step did not finish.',
    fix: 'Activate the environment from the cryptomaton folder and install the requirements again. The prompt should start with (.venv).',
    commands: ['cd ~/cryptomaton\nsource .venv/bin/activate\npip install -r requirements.txt'],
  },
  {
    id: 'wrong-python',
    problem: 'Python 3.12 not found',
    symptom: 'python3.12: command not found',
    cause: 'Python 3.12 is not installed; Ubuntu 22.04 comes with Python 3.10 only.',
    fix: 'Install it from the deadsnakes archive (VPS Deploy, step 3) and create the virtual environment with python3.12, not python3.',
  },
  {
    id: 'stops-on-ssh-close',
    problem: 'The bot stops when I close the SSH window',
    cause: 'A program started directly in an SSH session ends when the session does.',
    fix: 'Start run-bot.sh inside a screen session and detach with Ctrl+A, then D (VPS Deploy, step 10). Add the @reboot line (step 11) so it also comes back after a reboot.',
  },
  {
    id: 'rate-limits',
    problem: 'Rate limits',
    symptom: `${exchange.name}: HTTP 429 / APIError(code=-1003) Too many requests. ${messaging.name}: 429 Too Many Requests: retry after N`,
    cause: `Too many requests in a short time: a long watchlist with a short sleep interval, several bots sharing one IP or key, or a busy group chat (${messaging.name} allows about 20 messages a minute per group). ${exchange.name} answers repeated 429s with a temporary IP ban (HTTP 418).`,
    fix: 'Raise sleep_interval, shorten the watchlist, run one bot per IP address and turn off alerts you do not need. The bot backs off by itself when it sees a 429; if bans persist, stop it until the ban expires.',
  },
  {
    id: 'restricted-location',
    problem: `${exchange.name}: restricted location`,
    symptom: 'Service unavailable from a restricted location',
    cause: `The server is in a country ${exchange.name} does not serve.`,
    fix: `Move the bot to a server in a region ${exchange.name} serves. ${exchange.name}'s terms still apply to you as the account holder wherever the server is.`,
  },
  {
    id: 'no-trades',
    problem: 'The bot runs but never trades',
    cause:
      'Usually nothing is wrong: the entry rules are strict and a market can go days without a setup. Also possible: the bot is paused, the circuit breaker or drawdown protection is active, or the position limit is reached.',
    fix: 'Send /status to see whether trading is paused and why, and /criteria to see how close each pair is to an entry.',
  },
];
