import type { BlogArticle } from './types.ts';

export const article: BlogArticle = {
  id: 1,
  slug: 'what-is-vps-why-trading-bot-needs-it',
  title: 'What Is a VPS and Why Does Your Trading Bot Need One?',
  excerpt:
    'A plain-English guide to virtual private servers: what they are, why a trading bot is better off on one than on your laptop, and how to prepare one for Cryptomaton.',
  category: 'Setup Guide',
  date: 'March 12, 2025',
  imageUrl: '/images/blog/what-is-vps-why-trading-bot-needs-it.svg',
  imageAlt:
    'Illustration of a glowing server rack connected to a network of nodes, in emerald and cyan on a dark navy background',
  content: `<p>Crypto markets never close. Bitcoin trades at three in the morning on a Sunday just as actively as it does on a Tuesday afternoon, and a trading bot is only useful if it is awake when the market moves. That is the whole reason this article exists: sooner or later, everyone who runs a bot asks where it should live. For most people the answer is a <strong>VPS</strong>, a small rented server that stays on around the clock. This guide explains what a VPS is in plain terms, why it suits a bot like Cryptomaton better than your home computer, what size you need, and how to prepare one step by step, even if you have never typed a command into a server before.</p>

<h2>What a VPS actually is</h2>
<p>VPS stands for <strong>virtual private server</strong>. A hosting company owns large, powerful machines in a data centre and splits each of them into many smaller virtual computers. You rent one of those slices. It behaves like a computer of your own: it has its own operating system, its own storage, its own public internet address (IP address), and only you can log in to it. The difference is that it sits in a building with redundant power, cooling and network links, run by people whose job is to keep it online.</p>
<p>You do not get a screen or a keyboard. Instead you connect to it over the internet with <strong>SSH</strong>, a secure remote terminal, and type commands. That sounds intimidating, but running Cryptomaton only needs a handful of commands, and every one of them is listed below and in the <a href="/setup-guide">setup guide</a>.</p>

<h2>Why not just run the bot on your own computer?</h2>
<p>You can. Cryptomaton runs on your own machine as well as on a VPS, and a local install is the best place to learn how the bot behaves, especially on the Binance testnet. For real money running day and night, a home computer has some weaknesses that are easy to underestimate:</p>
<ul>
<li><strong>Sleep and updates.</strong> Laptops go to sleep when the lid closes, and desktop operating systems restart for updates, often overnight. A bot that is asleep cannot manage its open positions.</li>
<li><strong>Home internet and power.</strong> A router restart, a short power cut or a Wi-Fi drop is a minor annoyance for you but a blind spot for the bot. Data centres have backup power and several network providers.</li>
<li><strong>Changing IP address.</strong> Most home connections get a new public IP address from time to time. One of the best protections for your Binance API key is to restrict it to a single IP address, and that only works if the address stays fixed. A VPS has a fixed address.</li>
<li><strong>Sharing the machine.</strong> Your personal computer is also where you browse, open email attachments and install software. Keeping your trading keys on a separate, minimal server reduces the number of ways they can leak.</li>
</ul>
<p>The bot works on a rhythm. With the sample configuration it looks at 15-minute candles and wakes up every 60 seconds to check prices, stops and entry conditions. Missing a few checks is rarely a disaster, but missing several hours during a sharp move can be. A VPS simply removes that category of problem.</p>

<h2>What Cryptomaton needs from a server</h2>
<p>The bot is a Python program, not a graphics-heavy application, so it runs comfortably on the smallest plans most providers offer. These are the minimum requirements:</p>
<ul>
<li><strong>1 GB of RAM</strong></li>
<li><strong>1 CPU core</strong></li>
<li><strong>25 GB of SSD storage</strong></li>
<li><strong>Ubuntu 22.04</strong> (recommended; Ubuntu 20.04 or newer works)</li>
<li><strong>Python 3.12 or newer</strong> plus the libraries listed in the bot package</li>
</ul>
<p>A server of that size typically costs somewhere around <strong>$5 to $20 a month</strong>, depending on the provider and region. Together with Binance trading fees, that is the only ongoing cost of running Cryptomaton: the bot itself is a one-time purchase with no subscription (see <a href="/pricing">pricing</a>).</p>

<h3>Choosing a provider and a location</h3>
<p>Any mainstream provider that offers Ubuntu servers will do. A few points are worth checking before you pay:</p>
<ul>
<li><strong>Where the data centre is.</strong> Binance does not serve every country, and its restrictions apply to where a connection comes from. Pick a region from which Binance is available to you, and check that using the service is permitted where you live.</li>
<li><strong>Latency is a minor factor.</strong> A bot that acts on 15-minute or hourly candles does not need microsecond speed. A stable, reputable provider matters far more than being a few milliseconds closer to the exchange.</li>
<li><strong>Snapshots or backups.</strong> Many providers can snapshot a server for a small fee. A snapshot taken after a successful setup saves time if you ever break something.</li>
<li><strong>Two-factor login on the provider account.</strong> Whoever controls your hosting account controls the server, and the server holds your API keys.</li>
</ul>

<h2>Preparing the server step by step</h2>
<p>The commands below assume a fresh Ubuntu 22.04 server. Lines starting with <strong>#</strong> are comments; you do not type them.</p>

<h3>1. Connect and create your own user</h3>
<p>Your provider gives you an IP address and a root password or SSH key. Connect from a terminal (macOS and Linux have one built in; Windows 10 and 11 include an SSH client in PowerShell), then create a normal user so you do not run everything as root:</p>
<pre><code>ssh root@YOUR_SERVER_IP
adduser trader
usermod -aG sudo trader
# log out, then log back in as the new user
ssh trader@YOUR_SERVER_IP</code></pre>
<p>If you are comfortable with it, switch to key-based login: run <strong>ssh-keygen -t ed25519</strong> and <strong>ssh-copy-id trader@YOUR_SERVER_IP</strong> on your own computer, confirm that logging in with the key works in a second window, and only then set <strong>PasswordAuthentication no</strong> in <strong>/etc/ssh/sshd_config</strong> and restart the SSH service.</p>

<h3>2. Update the system and install Python 3.12</h3>
<p>Ubuntu 22.04 ships with an older Python, so add Python 3.12 from the widely used deadsnakes package archive. On Ubuntu 24.04, Python 3.12 is already the default and you only need the venv package.</p>
<pre><code>sudo apt update &amp;&amp; sudo apt upgrade -y
sudo apt install -y software-properties-common unzip screen
sudo add-apt-repository ppa:deadsnakes/ppa
sudo apt update
sudo apt install -y python3.12 python3.12-venv
python3.12 --version</code></pre>

<h3>3. Turn on the firewall</h3>
<p>The bot reaches out to Binance and Telegram; nothing on the internet needs to connect in to it. So the firewall only has to let your own SSH session through. Allow SSH <strong>before</strong> enabling the firewall, or you will lock yourself out:</p>
<pre><code>sudo ufw allow OpenSSH
sudo ufw enable
sudo ufw status</code></pre>

<h3>4. Install security updates automatically</h3>
<p>A server that runs for months needs security patches without you remembering to apply them. The unattended-upgrades package does exactly that:</p>
<pre><code>sudo apt install -y unattended-upgrades
sudo dpkg-reconfigure --priority=low unattended-upgrades</code></pre>
<p>While you are here, check the clock with <strong>timedatectl status</strong> and look for "System clock synchronized: yes". Binance rejects signed requests whose timestamp is too far off, so an accurate clock matters. Ubuntu keeps it synchronised by default.</p>

<h3>5. Upload the bot and install its dependencies</h3>
<p>Copy the package from your computer to the server, unpack it, and create a Python virtual environment so the bot's libraries stay separate from the system's:</p>
<pre><code># on your own computer
scp cryptomaton.zip trader@YOUR_SERVER_IP:~

# on the server
unzip cryptomaton.zip -d ~/cryptomaton
cd ~/cryptomaton
python3.12 -m venv venv
source venv/bin/activate
pip install -r requirements.txt
chmod 700 ~/cryptomaton</code></pre>
<p>The last line makes the folder readable by your user only, which matters once your API keys and Telegram token are in the configuration file. The file names in the package may differ slightly from the ones shown here; the documentation in the package is the reference.</p>

<h3>6. Keep the bot running with screen and an auto-restart script</h3>
<p>If you start the bot directly in your SSH window, it stops the moment you close that window. The <strong>screen</strong> tool gives you a session that keeps running after you disconnect. Inside it, a small script restarts the bot if it ever exits, after a <strong>60-second wait</strong>. The pause matters: if something is wrong, such as a network outage, an immediate restart loop would hammer the exchange with requests and could get your IP rate-limited.</p>
<pre><code>#!/usr/bin/env bash
# run.sh: restart the bot 60 seconds after it stops
cd "$HOME/cryptomaton" || exit 1
source venv/bin/activate
while true; do
  python bot.py   # use the start file named in the package documentation
  echo "$(date): bot stopped, restarting in 60 seconds"
  sleep 60
done</code></pre>
<pre><code>chmod +x run.sh
screen -S cryptomaton
./run.sh
# detach with Ctrl+A, then D. The bot keeps running.
screen -r cryptomaton   # reattach later
screen -ls              # list sessions</code></pre>
<p>A screen session does not survive a server reboot. If you want the bot to come back after one, add a line with <strong>crontab -e</strong>:</p>
<pre><code>@reboot screen -dmS cryptomaton /home/trader/cryptomaton/run.sh</code></pre>

<h2>Lock your Binance key to the server</h2>
<p>Once the server has a fixed IP address, use it. In Binance's API management page, restrict the key to that IP, enable reading and spot trading only, and never enable withdrawals. Even if someone copied your key, it would be useless from any other address. Our guide on <a href="/blog/securing-binance-api-keys">securing your Binance API keys</a> walks through every permission and what to do if a key ever leaks.</p>

<h2>Monitoring without logging in</h2>
<p>You should not need to log in to the server every day. Cryptomaton reports trades, alerts and risk pauses to Telegram, and you can check on it with commands such as <strong>/status</strong> and <strong>/balance</strong>, or take a break with <strong>/pause</strong> and <strong>/resume</strong>. Setting that up takes about ten minutes; see <a href="/blog/setting-up-telegram-notifications-trading-bot">setting up Telegram notifications</a>. A good habit: if the bot has been silent for longer than you would expect, send <strong>/status</strong>. No reply means it is time to reattach the screen session and read the last lines of output.</p>

<h2>Common mistakes to avoid</h2>
<ul>
<li><strong>Enabling the firewall before allowing SSH.</strong> You lock yourself out and have to use your provider's web console to recover.</li>
<li><strong>Running the bot outside screen.</strong> It works until you close your laptop, then it stops.</li>
<li><strong>Going live straight away.</strong> Run on the Binance testnet first, on the server you will actually use, so that you test the whole chain: keys, network, Telegram and restarts.</li>
<li><strong>Forgetting the server exists.</strong> Log in once a month, check disk space with <strong>df -h</strong>, and make sure the provider account is paid and protected.</li>
</ul>

<h2>Is a VPS worth it?</h2>
<p>A VPS does not make a strategy more profitable, and no server can protect you from market risk; trading crypto can lose money no matter where the bot runs. What a VPS does is remove avoidable failures: a sleeping laptop, a changing IP address, a power cut at the wrong moment. For a few dollars a month you get a quiet, dedicated machine that does one job. When you are ready, follow the VPS tab of the <a href="/setup-guide">setup guide</a>, and read <a href="/blog/understanding-risk-management">our guide to risk management</a> before you put real funds behind the bot. If you are still deciding whether Cryptomaton suits you, <a href="/how-it-works">how it works</a> lists the full requirements.</p>`,
};
