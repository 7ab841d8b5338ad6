// npm run bench:cache-flood: a kept page while another client asks for a new address each time
// (issue 32, decision 0049). In one run, beside a bare Node.js `http` hello server (the yardstick):
// - builds what is missing, starts the production server (node apps/server/dist/main.js) on a
//   fresh SQLite database, and visits /contact once (it is then kept);
// - autocannon on the hello, then on /contact alone (BENCH_CONNECTIONS, default 10, for
//   BENCH_SECONDS, default 8): req/s, p50 and p99;
// - /contact again, the same way, while a second autocannon in its own process
//   (BENCH_FLOOD_CONNECTIONS, default 10) asks for public pages with a query string never sent
//   before (fbclid, utm_*, unknown parameters: `/?fbclid=<n>`, `/contact?utm_source=<n>`, ...);
// - and once more while the same second client asks for 20 such addresses over and over (the
//   control: what a second client on the same machine costs when nothing it asks for is new);
// - prints the figures, their ratios, what the floods got, the server's CPU time per answer and
//   its memory before and after. It asserts nothing. On a machine shared with other work the
//   latencies move with it; the ratio to the control and the CPU time per answer much less.
// BENCH_ROOT measures another checkout's build with the same script.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNodeFlags } from './start-flags.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 10);
// BENCH_FLOOD_RATE: the second client's requests per second in all (default: as fast as it can).
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 0);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en' };

/** The flood's addresses: a public page and a query string no one sent before. */
const FLOOD_PAGES = ['/', '/contact', '/about', '/course', '/gallery'];
const FLOOD_QUERIES = [
  (n) => `fbclid=IwAR${n.toString(36)}`,
  (n) => `utm_source=news${n}&utm_medium=email&utm_campaign=c${n}`,
  (n) => `gclid=${n}`,
  (n) => `x${n}=1`,
];
// BENCH_FLOOD_KIND=paths: a path never asked for instead (the not-found page: kept since decision
// 0049's amendment, rendered for each request before).
const floodPath =
  process.env.BENCH_FLOOD_KIND === 'paths'
    ? (n) => `/no-such-page-${n}`
    : (n) => `${FLOOD_PAGES[n % FLOOD_PAGES.length]}?${FLOOD_QUERIES[n % FLOOD_QUERIES.length](n)}`;

// The flood itself, in a process of its own (so that the measuring client keeps its own CPU):
// node scripts/bench-cache-flood.mjs --flood <origin> <seconds> <connections> <rate> [same]
if (process.argv[2] === '--flood') {
  const [origin, seconds, connections, rate, same] = process.argv.slice(3);
  let n = Date.now();
  // The control: the same pages and kinds of query string, 20 addresses over and over.
  const next = same ? () => floodPath(n++ % 20) : () => floodPath(n++);
  const result = await autocannon({
    url: origin,
    connections: Number(connections),
    duration: Number(seconds),
    ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
    headers: BROWSER,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    }),
  );
  process.exit(0);
}

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const built = ['apps/web/dist/client/index.html', 'apps/server/dist/main.js'].every((file) =>
  fs.existsSync(path.join(root, file)),
);
if (!built) {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** CPU time a process used so far, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function cannon(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  return exited.finally(() => clearTimeout(timer));
}

const [port, helloPort] = [await freePort(), await freePort()];
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-bench-flood-'));
const server = spawn(
  process.execPath,
  [...startNodeFlags(root), path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const hello = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello'); }).listen(${helloPort}, '127.0.0.1')`,
  ],
  { stdio: 'inherit' },
);

const fmt = (figures) =>
  `${Math.round(figures.rps).toString().padStart(6)} req/s, mean ${figures.mean.toFixed(2)} ms, ` +
  `p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
  (figures.non2xx || figures.errors
    ? ` (${figures.non2xx} non-2xx, ${figures.errors} errors)`
    : '');

try {
  await waitFor(`${origin}/api/health`);
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  // The pages' first visits render and keep them; visited again, they are kept as small as they
  // can be a moment later (at most 30 s of waiting): then the measurements begin.
  const pages = [...new Set(['/contact', ...FLOOD_PAGES])];
  const brotliLength = async (page) =>
    (await (await fetch(`${origin}${page}`, { headers: BROWSER })).arrayBuffer()).byteLength;
  const first = new Map();
  for (const page of pages) first.set(page, await brotliLength(page));
  const deadline = Date.now() + 30_000;
  for (let waiting = [...pages]; waiting.length && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lengths = await Promise.all(waiting.map(brotliLength));
    waiting = waiting.filter((page, i) => lengths[i] >= first.get(page));
  }
  const rssBefore = rssMb(server.pid);

  const bare = await cannon(`http://127.0.0.1:${helloPort}/`);
  let cpu = cpuMs(server.pid);
  const alone = await cannon(`${origin}/contact`, BROWSER);
  const cpuAlone = (cpuMs(server.pid) - cpu) / alone.total;

  /** /contact measured while the second client runs (it starts first and ends after). */
  async function underFlood(same) {
    const flood = spawn(
      process.execPath,
      [
        import.meta.filename,
        '--flood',
        origin,
        String(SECONDS + 2),
        String(FLOOD_CONNECTIONS),
        String(FLOOD_RATE),
        ...(same ? ['same'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    flood.stdout.on('data', (chunk) => (output += chunk));
    const done = new Promise((resolve) => flood.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = cpuMs(server.pid);
    const measured = await cannon(`${origin}/contact`, BROWSER);
    const used = cpuMs(server.pid) - before;
    await done;
    const figures = JSON.parse(output);
    // The flood's answers during the measurement, its share of its whole run.
    const floodAnswers = (figures.total * SECONDS) / (SECONDS + 2);
    return { measured, flood: figures, cpu: used / (measured.total + floodAnswers) };
  }
  const control = await underFlood(true);
  cpu = cpuMs(server.pid);
  const unique = await underFlood(false);
  const flooded = unique.measured;
  const floodFigures = unique.flood;
  const rssAfter = rssMb(server.pid);

  console.log(
    `\nKept /contact under a flood of unique ${process.env.BENCH_FLOOD_KIND === 'paths' ? 'paths' : 'query strings'} (${CONNECTIONS} connections measured, ` +
      `${FLOOD_CONNECTIONS} flooding${FLOOD_RATE ? ` at ${FLOOD_RATE} req/s` : ''}, ` +
      `${SECONDS} s each, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(`  bare Node hello            ${fmt(bare)}`);
  console.log(`  /contact alone             ${fmt(alone)}`);
  console.log(`  /contact beside 20 addresses  ${fmt(control.measured)}`);
  console.log(`  /contact during the flood  ${fmt(flooded)}`);
  const ratio = (a, b) =>
    `p50 ${(a.p50 / Math.max(b.p50, 1)).toFixed(2)}x, mean ${(a.mean / b.mean).toFixed(2)}x, p99 ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)}x, req/s ${(a.rps / b.rps).toFixed(2)}x`;
  console.log(`  ratio flood / alone:    ${ratio(flooded, alone)}`);
  console.log(`  ratio flood / control:  ${ratio(flooded, control.measured)}`);
  console.log(`  /contact alone at ${((alone.rps / bare.rps) * 100).toFixed(1)}% of the hello`);
  console.log(
    `  the flood: ${Math.round(floodFigures.rps)} req/s, p50 ${floodFigures.p50} ms, ` +
      `${floodFigures.total} unique addresses, ${floodFigures.non2xx} non-2xx, ` +
      `${floodFigures.errors} errors (the control: ${Math.round(control.flood.rps)} req/s)`,
  );
  console.log(
    `  server CPU per answer: ${cpuAlone.toFixed(3)} ms alone, ${control.cpu.toFixed(3)} ms ` +
      `beside 20 addresses, ${unique.cpu.toFixed(3)} ms during the flood`,
  );
  console.log(`  server memory (RSS): ${rssBefore} MB before the flood, ${rssAfter} MB after\n`);
} finally {
  await stop(server);
  await stop(hello);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
