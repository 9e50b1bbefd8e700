// Makes sure the browser the tests drive is present: Debian's chromium at /usr/bin/chromium
// (or CHROMIUM_PATH). As root it installs the Debian package; otherwise it names what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Browser tests need Chromium at ${path}. Install the Debian package 'chromium' ` +
      `(sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
