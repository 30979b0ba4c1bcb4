import { licenceDefaults } from '../../../shared/licence-terms.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { setupVideoId } from '../../lib/setup-video.ts';
import { botCommands } from './bot-commands.ts';
import { sampleConfigYaml, sampleEnvFile } from './sample-config.ts';
import { riskAdvice, riskProfiles, sampleConfig } from './strategy-rules.ts';
import type { BotCommand, GuideFile, SetupGuideTab } from './types.ts';

const { exchange, messaging, links, support } = siteConfig;
const vpsCost = `$${commerce.vpsMonthlyCost.min}-${commerce.vpsMonthlyCost.max}`;
const API_KEY_ARTICLE = '/blog/securing-binance-api-keys';

/** The Python release the bot is tested on; any later 3.12.x works. */
export const pythonVersion = '3.12.6';

/** Seconds the restart script waits before starting the bot again after a crash. */
export const restartWaitSeconds = 60;

/** What requirements.txt installs, and why the bot needs each library. */
export const pythonDependencies: readonly { readonly name: string; readonly purpose: string }[] = [
  {
    name: 'python-binance',
    purpose: `${exchange.name} REST and WebSocket client: prices, balances and orders`,
  },
  { name: 'pandas', purpose: 'Candle data in tables the strategies read' },
  { name: 'numpy', purpose: 'Fast number crunching behind the indicators' },
  { name: 'ta', purpose: 'Indicator maths: EMA, RSI, ADX, Bollinger Bands, ATR' },
  { name: 'python-telegram-bot', purpose: `${messaging.name} notifications and commands` },
  { name: 'python-dotenv', purpose: 'Loads your keys from the private .env file' },
  { name: 'requests', purpose: 'Plain HTTP calls such as the start-up connectivity check' },
  { name: 'PyYAML', purpose: 'Reads config.yaml' },
  { name: 'schedule', purpose: 'Runs timed jobs such as the daily summary' },
  { name: 'matplotlib', purpose: 'Draws the chart images /chart sends' },
];

const packageLayout: GuideFile = {
  name: 'cryptomaton/',
  language: 'text',
  content: `cryptomaton/
├── main.py               start the bot with this file
├── cryptomaton/          strategies, indicators, risk, Binance and Telegram modules
├── config.example.yaml   copy to config.yaml and edit
├── .env.example          copy to .env and add your keys
├── requirements.txt      the Python libraries, tested versions pinned
├── install.sh            installer for macOS and Linux
├── install.bat           installer for Windows
├── licence.json          your order's signed licence file
├── licence-public-key.pem  the key that checks licence files
└── docs/                 this guide and the configuration reference
`,
};

const restartScript: GuideFile = {
  name: 'run-bot.sh',
  language: 'bash',
  content: `#!/usr/bin/env bash
# run-bot.sh: keep Cryptomaton running.
# After a crash it waits ${restartWaitSeconds} seconds and starts the bot again;
# after a clean shutdown (/stop, exit code 0) it stops for good.
cd "$HOME/cryptomaton" || exit 1
source .venv/bin/activate
mkdir -p logs

while true; do
  python main.py
  code=$?
  if [ "$code" -eq 0 ]; then
    echo "$(date '+%F %T') Cryptomaton stopped cleanly." >> logs/restarts.log
    break
  fi
  echo "$(date '+%F %T') Cryptomaton exited with code $code; restarting in ${restartWaitSeconds} s." >> logs/restarts.log
  sleep ${restartWaitSeconds}
done
`,
};

const overviewTab: SetupGuideTab = {
  id: 'overview',
  label: 'Overview',
  intro: `Cryptomaton runs on your own computer or server and talks to ${exchange.name} and ${messaging.name} directly. This guide takes you from the downloaded zip to a bot trading around the clock.`,
  sections: [
    {
      id: 'how-it-works',
      heading: 'How the pieces fit together',
      paragraphs: [
        `Cryptomaton is a Python program. Every ${sampleConfig.sleepIntervalSeconds} seconds it loads the latest candles for each pair on your watchlist, calculates the indicators, checks the entry rules of each strategy you enabled and manages the stops and targets of open positions.`,
        `It places orders with your own ${exchange.name} API key and reports to your own ${messaging.name} chat. Nothing passes through our servers, and we never see your keys, balances or trades.`,
        'Because the bot watches stops and targets itself, it has to keep running while you hold positions. That is why the guide ends on a VPS: a small server that is always on.',
      ],
      list: [
        `${exchange.name}: market data and ${exchange.market} orders, through your API key`,
        `${messaging.name}: alerts to you and commands from you, through your bot token`,
        'Your computer or VPS: runs the bot and keeps your keys',
      ],
    },
    {
      id: 'what-you-need',
      heading: 'What you need',
      paragraphs: ['Set aside about an hour for the first installation.'],
      list: [
        'The Cryptomaton zip from your download link',
        `Python 3.12 (tested on ${pythonVersion})`,
        `A ${exchange.name} account with identity verification completed`,
        `${messaging.name} on your phone or desktop`,
        `For round-the-clock trading: a VPS with Ubuntu 22.04, 1 CPU core, 1GB RAM and 25GB SSD (about ${vpsCost} a month)`,
      ],
    },
    {
      id: 'package-layout',
      heading: "What's in the package",
      paragraphs: ['Unzip the download into a folder of its own. You will find:'],
      files: [packageLayout],
    },
    {
      id: 'recommended-path',
      heading: 'The recommended path',
      paragraphs: ['Each step has its own tab in this guide.'],
      list: [
        `Install locally and connect to the ${exchange.name} testnet (Local Setup)`,
        `Let it run for a few days and read every ${messaging.name} alert (Using Bot)`,
        'Move it to a VPS with auto-restart, firewall and automatic updates (VPS Deploy)',
        `Switch to live keys with the conservative profile (${riskProfiles.conservative.positionSizePercent}% per trade) and a balance you can afford to lose`,
        'Review the results monthly and change one setting at a time',
      ],
      note: 'Never skip the testnet. It costs nothing and catches configuration mistakes before they cost money.',
      links: [
        { label: `Securing your ${exchange.name} API keys`, href: API_KEY_ARTICLE },
        { label: "Don't have Cryptomaton yet? See pricing", href: '/pricing' },
      ],
    },
  ],
};

const localSetupTab: SetupGuideTab = {
  id: 'local-setup',
  label: 'Local Setup',
  intro:
    'Install Cryptomaton on your own computer first. It is the quickest way to check your keys and settings on the testnet before you move to a server.',
  sections: [
    {
      id: 'install-python',
      heading: '1. Install Python 3.12',
      paragraphs: [
        `Cryptomaton is tested on Python ${pythonVersion}; any later 3.12 release works too.`,
      ],
      list: [
        'Windows: download the Python 3.12 installer from python.org and tick "Add python.exe to PATH" on the first screen.',
        'macOS: use the python.org installer, or run brew install python@3.12 if you use Homebrew.',
        "Linux: install your distribution's python3.12 package (on Ubuntu 22.04 follow step 3 of the VPS Deploy tab).",
      ],
      commands: ['# Windows\npy -3.12 --version', '# macOS and Linux\npython3.12 --version'],
    },
    {
      id: 'virtual-environment',
      heading: '2. Unzip the package and create a virtual environment',
      paragraphs: [
        "A virtual environment keeps the bot's libraries apart from the rest of your system. Create it once; after that, activate it every time you open a new terminal.",
      ],
      commands: [
        '# macOS and Linux\ncd ~/cryptomaton\npython3.12 -m venv .venv\nsource .venv/bin/activate',
        '# Windows (PowerShell)\ncd $HOME\\cryptomaton\npy -3.12 -m venv .venv\n.venv\\Scripts\\Activate.ps1',
      ],
      note: 'When the environment is active your prompt starts with (.venv). If PowerShell refuses to run Activate.ps1, run Set-ExecutionPolicy -Scope CurrentUser RemoteSigned once and try again.',
    },
    {
      id: 'dependencies',
      heading: '3. Install the dependencies',
      paragraphs: [
        'With the environment active, install the libraries listed in requirements.txt. (install.sh and install.bat do steps 2 and 3 for you.)',
      ],
      commands: ['python -m pip install --upgrade pip\npip install -r requirements.txt'],
      list: pythonDependencies.map((d) => `${d.name}: ${d.purpose}`),
    },
    {
      id: 'telegram-bot',
      heading: `4. Create your ${messaging.name} bot`,
      paragraphs: [
        `${messaging.name} bots are free. You create one with ${messaging.botFather}, ${messaging.name}'s own bot for managing bots.`,
      ],
      list: [
        `Open a chat with @${messaging.botFather} (look for the verified tick) and send /newbot.`,
        'Choose a display name, for example My Cryptomaton.',
        'Choose a username. It must be unique and end in "bot", for example my_cryptomaton_bot or MyCryptomaton_Bot.',
        `${messaging.botFather} replies with a token such as 123456789:AAE... Copy it: whoever has the token controls the bot.`,
        'Open the chat with your new bot and send it any message, such as /start.',
        'Fetch your chat ID with the command below, replacing <YOUR_BOT_TOKEN> with the token.',
      ],
      commands: ['curl -s "https://api.telegram.org/bot<YOUR_BOT_TOKEN>/getUpdates"'],
      note: 'In the reply, find "chat":{"id":123456789 ...}: that number is your chat ID. Personal chat IDs are positive; group IDs are negative and often start with -100. If the result is empty, send the bot another message and try again, and make sure Cryptomaton is not already running with the same token.',
    },
    {
      id: 'binance-keys',
      heading: `5. Create your ${exchange.name} API key`,
      paragraphs: [
        `Start with the ${exchange.name} Spot Testnet: sign in at testnet.binance.vision with a GitHub account and choose "Generate HMAC_SHA256 Key". Testnet keys trade test funds only and work only with testnet: true in config.yaml.`,
        `For live trading, open ${exchange.name}, go to Account, then API Management, choose Create API and "System generated", give the key a label such as Cryptomaton and complete the security check. Then choose Edit restrictions:`,
      ],
      list: [
        'Enable Reading: on.',
        `Enable Spot & Margin Trading: on. That is ${exchange.name}'s label; Cryptomaton only ever places spot orders.`,
        'Enable Withdrawals: off, always.',
        'Margin, futures and transfer permissions: off.',
        'Restrict access to trusted IPs only: add the IP address of the computer or VPS that runs the bot (recommended).',
      ],
      note: `${exchange.name} shows the secret key only once. Keep it in .env and nowhere else: not in email, chat, screenshots or cloud notes. If you think a key has leaked, delete it in ${exchange.name} and create a new one.`,
      links: [{ label: `Read: securing your ${exchange.name} API keys`, href: API_KEY_ARTICLE }],
    },
    {
      id: 'configure',
      heading: '6. Add your keys and settings',
      paragraphs: [
        'Copy the two templates, then open them in any text editor. Keys and tokens go in .env; everything else goes in config.yaml.',
        'Leave testnet: true and the conservative profile for now. Every option is explained in docs/ and in the comments of the file.',
      ],
      commands: [
        '# macOS and Linux\ncp .env.example .env\ncp config.example.yaml config.yaml\nchmod 600 .env',
        '# Windows (PowerShell)\nCopy-Item .env.example .env\nCopy-Item config.example.yaml config.yaml',
      ],
      files: [
        { name: '.env', language: 'dotenv', content: sampleEnvFile },
        { name: 'config.yaml', language: 'yaml', content: sampleConfigYaml },
      ],
    },
    {
      id: 'first-run',
      heading: '7. Run the bot',
      paragraphs: [
        `With the virtual environment active, start the bot. It checks the connection to ${exchange.name}, loads the candles for your watchlist and sends a start-up message to your ${messaging.name} chat. Reply with /status to confirm that commands work.`,
        'Do not expect a trade straight away. The entry rules are strict, and a quiet market can go many hours without a signal; /criteria shows how close each pair is. Stop the bot with Ctrl+C in the terminal or /stop in Telegram.',
      ],
      commands: ['python main.py'],
      note: 'Everything the bot does is also written to logs/cryptomaton.log.',
    },
  ],
};

const vpsDeployTab: SetupGuideTab = {
  id: 'vps-deploy',
  label: 'VPS Deploy',
  intro:
    'A VPS keeps Cryptomaton running while your own computer is off. These steps use Ubuntu 22.04 on the smallest plan most providers sell.',
  sections: [
    {
      id: 'choose-vps',
      heading: '1. Choose a server',
      paragraphs: [
        `Any mainstream provider will do. Pick a location where ${exchange.name} operates: ${exchange.name} refuses connections from some countries, including the United States. Using a server abroad does not change which ${exchange.name} services you are allowed to use yourself.`,
      ],
      list: [
        'Ubuntu 22.04 LTS (Ubuntu 24.04 works too)',
        '1 CPU core, 1GB RAM, 25GB SSD',
        `About ${vpsCost} a month`,
        'Log-in with an SSH key rather than a password',
      ],
    },
    {
      id: 'first-login',
      heading: '2. Log in and create a user',
      paragraphs: [
        'Run the bot as an ordinary user rather than root. Replace YOUR_SERVER_IP with the address your provider gives you.',
      ],
      commands: [
        'ssh root@YOUR_SERVER_IP\nadduser cryptomaton\nusermod -aG sudo cryptomaton\nrsync --archive --chown=cryptomaton:cryptomaton ~/.ssh /home/cryptomaton\nexit',
        'ssh cryptomaton@YOUR_SERVER_IP',
      ],
    },
    {
      id: 'install-python-vps',
      heading: '3. Update the system and install Python 3.12',
      paragraphs: [
        'Ubuntu 22.04 ships Python 3.10, so install 3.12 from the widely used deadsnakes archive. (On Ubuntu 24.04, python3.12 is already available: install python3.12-venv and skip the add-apt-repository line.)',
      ],
      commands: [
        'sudo apt update && sudo apt upgrade -y\nsudo apt install -y software-properties-common unzip screen\nsudo add-apt-repository -y ppa:deadsnakes/ppa\nsudo apt update\nsudo apt install -y python3.12 python3.12-venv python3.12-dev\npython3.12 --version',
      ],
    },
    {
      id: 'upload',
      heading: '4. Upload and install Cryptomaton',
      paragraphs: [
        'Copy the zip from your computer to the server (use the name of the file you downloaded), then unzip it and install the dependencies as you did locally.',
      ],
      commands: [
        '# On your computer\nscp cryptomaton.zip cryptomaton@YOUR_SERVER_IP:~',
        '# On the server\nunzip cryptomaton.zip\ncd ~/cryptomaton\npython3.12 -m venv .venv\nsource .venv/bin/activate\npip install --upgrade pip\npip install -r requirements.txt',
      ],
    },
    {
      id: 'secrets',
      heading: '5. Copy your settings and lock down the keys',
      paragraphs: [
        `Copy the .env and config.yaml you tested locally, make .env readable only by you, and find the server's public IP address (your provider's dashboard shows it too). Add that IP to your ${exchange.name} API key's trusted IPs.`,
      ],
      commands: [
        '# On your computer, from the cryptomaton folder\nscp .env config.yaml cryptomaton@YOUR_SERVER_IP:~/cryptomaton/',
        '# On the server\nchmod 600 ~/cryptomaton/.env\ncurl -4 -s https://ifconfig.me; echo',
      ],
    },
    {
      id: 'clock',
      heading: '6. Check the clock',
      paragraphs: [
        `${exchange.name} rejects requests whose timestamp is off by more than a moment. Ubuntu keeps time automatically; check that "System clock synchronized" says yes, and switch synchronisation on if it does not.`,
      ],
      commands: ['timedatectl', 'sudo timedatectl set-ntp true'],
    },
    {
      id: 'firewall',
      heading: '7. Turn on the firewall',
      paragraphs: [
        `The bot only makes outgoing connections to ${exchange.name} and ${messaging.name}, so the server needs no open port except SSH. Allow SSH before you enable the firewall, or you will lock yourself out.`,
      ],
      commands: [
        'sudo apt install -y ufw\nsudo ufw default deny incoming\nsudo ufw default allow outgoing\nsudo ufw allow OpenSSH\nsudo ufw enable\nsudo ufw status verbose',
      ],
    },
    {
      id: 'automatic-updates',
      heading: '8. Turn on automatic security updates',
      paragraphs: [
        'Answer Yes when asked. Security updates then install every day by themselves. Ubuntu does not reboot on its own; when it needs a restart for a kernel update, the message on log-in tells you, and step 11 brings the bot back after you reboot.',
      ],
      commands: [
        'sudo apt install -y unattended-upgrades\nsudo dpkg-reconfigure --priority=low unattended-upgrades',
      ],
    },
    {
      id: 'restart-script',
      heading: '9. Create the auto-restart script',
      paragraphs: [
        `If the bot exits with an error (a lost connection, an exchange outage, a bug), this script waits ${restartWaitSeconds} seconds and starts it again, and notes each restart in logs/restarts.log. A clean shutdown with /stop ends the script.`,
        'Open a new file with nano, paste the script below, save with Ctrl+O and leave with Ctrl+X. Then make the script executable.',
      ],
      commands: ['nano ~/cryptomaton/run-bot.sh', 'chmod +x ~/cryptomaton/run-bot.sh'],
      files: [restartScript],
    },
    {
      id: 'screen-session',
      heading: '10. Start the bot in a screen session',
      paragraphs: [
        'A program started in an SSH session ends when the session closes. screen keeps a session alive on the server after you log out, so start the script inside one.',
        'To leave the bot running, detach: press Ctrl+A, then D. You can now close SSH. Log in again at any time and reattach to watch it.',
      ],
      commands: [
        'screen -S cryptomaton\n~/cryptomaton/run-bot.sh',
        'screen -ls                  # list sessions\nscreen -r cryptomaton       # reattach',
      ],
    },
    {
      id: 'start-on-boot',
      heading: '11. Start automatically after a reboot',
      paragraphs: [
        'Add one line to your crontab so the server starts the bot in a detached screen session every time it boots. Test it with a reboot, then check that the session exists.',
      ],
      commands: [
        'crontab -e',
        '@reboot screen -dmS cryptomaton $HOME/cryptomaton/run-bot.sh',
        'sudo reboot\n# log in again after a minute, then:\nscreen -ls',
      ],
    },
    {
      id: 'go-live',
      heading: '12. Switch to live trading',
      paragraphs: [
        'When the bot has run on the testnet for a few days and every alert made sense to you:',
      ],
      list: [
        `Create a live ${exchange.name} API key restricted to the server's IP and put it in .env.`,
        'Set testnet: false in config.yaml and keep the conservative profile.',
        'Start with a balance you can afford to lose.',
        'Reattach with screen -r cryptomaton, send /stop in Telegram, then start ~/cryptomaton/run-bot.sh again.',
      ],
    },
  ],
};

const usingBotTab: SetupGuideTab = {
  id: 'using-bot',
  label: 'Using Bot',
  intro: `Once it runs, Cryptomaton needs little attention. Day to day you will mostly read its ${messaging.name} messages; these are the commands and checks that matter.`,
  sections: [
    {
      id: 'routine',
      heading: 'A sensible routine',
      paragraphs: ['A few minutes a day is enough.'],
      list: [
        'Read the daily summary.',
        'Send /status once a day to see open positions and whether the bot is paused.',
        'Once a week, check that logs/restarts.log is quiet and the server has no reboot pending.',
        'Once a month, review the results before changing settings, and change one thing at a time.',
      ],
    },
    {
      id: 'licence',
      heading: 'Your licence key and running offline',
      paragraphs: [
        `On its first start the bot activates this machine with the licence key from your receipt (up to ${licenceDefaults.machinesAllowed} machines at a time). It then checks in about once a day, and each check brings a fresh licence file.`,
        `The bot does not need to reach our shop to keep trading: its licence file lets it run offline for ${licenceDefaults.offlineGraceDays} days. If that file lapses before the bot can check in again, it stops opening new trades, but it never abandons an open position: it keeps managing and closing the trades it already holds. It opens new trades again as soon as a check-in succeeds.`,
        'Moving to a new server? Deactivate the old machine in your library first, then start the bot on the new one.',
      ],
    },
    {
      id: 'commands',
      heading: `${messaging.name} commands`,
      paragraphs: [
        `Send commands in the chat with your bot. Only the chat ID in your .env can control it. Write symbols as ${exchange.name} does, for example BTCUSDT.`,
      ],
    },
    {
      id: 'changing-settings',
      heading: 'Changing settings',
      paragraphs: [
        '/pause, /resume, /include and /exclude take effect at once. Changes to config.yaml apply after a restart: send /stop, then start run-bot.sh again in your screen session.',
      ],
      commands: ['nano ~/cryptomaton/config.yaml'],
    },
    {
      id: 'logs',
      heading: 'Reading the logs',
      paragraphs: [
        'Follow the log live from a normal SSH session (not inside the screen window); Ctrl+C stops following without stopping the bot.',
      ],
      commands: [
        'tail -f ~/cryptomaton/logs/cryptomaton.log',
        'tail -n 50 ~/cryptomaton/logs/restarts.log',
      ],
    },
    {
      id: 'staying-safe',
      heading: 'Staying safe',
      paragraphs: ['The bot follows its rules; these are yours.'],
      list: [
        `Position size: ${riskAdvice.conservativePositionSize} of your balance is conservative, ${riskAdvice.aggressivePositionSize} aggressive; never go above ${riskAdvice.maxPositionSizePercent}%.`,
        `Beginners: hold ${riskAdvice.beginnerConcurrentPositions} positions at most at once.`,
        'Never enable withdrawals on the API key.',
        `Run one copy of the bot per ${exchange.name} account and per ${messaging.name} token.`,
        'Consider /pause around major market news if you would rather sit it out.',
      ],
    },
    {
      id: 'troubleshooting',
      heading: 'Troubleshooting',
      paragraphs: [
        `The problems below cover most support questions. If yours is not there, email ${links.supportEmail} or use the contact page with the last 50 lines of logs/cryptomaton.log (check that no key appears in them). Support hours are ${support.hours}; we reply within ${support.responseTime} on business days.`,
      ],
      commands: ['tail -n 50 ~/cryptomaton/logs/cryptomaton.log'],
      links: [{ label: 'Contact support', href: '/contact' }],
    },
  ],
};

/** The setup walkthrough's title, for the embedded player (SETUP_VIDEO_URL). */
export const setupVideoTitle =
  'Cryptomaton setup walkthrough: from download to a bot running on a VPS';

/** The walk-through, step by step: what the video shows, and the text when there is none. */
const walkthroughSteps = [
  'Unzip the package, create the virtual environment and install the libraries (Local Setup).',
  `Create the ${messaging.name} bot with ${messaging.botFather} and find your chat ID (Local Setup).`,
  `Make ${exchange.name} testnet and live API keys with the right permissions (Local Setup).`,
  'Edit config.yaml and make the first run on the testnet (Local Setup).',
  'Move to a VPS on Ubuntu 22.04: screen, the auto-restart script, the firewall and automatic updates (VPS Deploy).',
  `Watch and steer it from ${messaging.name} with the bot's commands (Using Bot).`,
];

const videoGuideTab: SetupGuideTab = {
  id: 'video-guide',
  label: 'Video Guide',
  intro: setupVideoId
    ? 'Prefer to watch? The video follows this guide from the downloaded zip to a bot running on a VPS.'
    : 'The walk-through from the downloaded zip to a bot running on a VPS, in six steps. Each names the tab of this guide that explains it in full.',
  sections: [
    {
      id: 'video-contents',
      heading: setupVideoId ? 'What the video covers' : 'The walk-through, step by step',
      paragraphs: setupVideoId
        ? [
            'The player loads from YouTube (youtube-nocookie.com) only when you press play; until then this page loads nothing from YouTube.',
          ]
        : [],
      list: walkthroughSteps,
      links: [
        { label: 'Start with Local Setup', href: '#local-setup' },
        { label: `Securing your ${exchange.name} API keys`, href: API_KEY_ARTICLE },
        { label: 'Get Cryptomaton', href: '/pricing' },
      ],
    },
  ],
};

/** The five tabs of /setup-guide, in order. */
export const setupGuideTabs: readonly SetupGuideTab[] = [
  overviewTab,
  localSetupTab,
  vpsDeployTab,
  usingBotTab,
  videoGuideTab,
];

/**
 * The command table of the Using Bot tab: every command the bot understands. The tab's
 * troubleshooting list is in setup-guide-troubleshooting.ts.
 */
export const setupGuideCommands: readonly BotCommand[] = botCommands;
