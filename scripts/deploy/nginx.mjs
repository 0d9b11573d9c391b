/**
 * The reverse proxy of the production shape: Debian's nginx with the repository's own configuration
 * (deploy/nginx.conf.template, rendered by deploy/render-nginx.sh exactly as the Docker image does, and
 * deploy/proxy-common.conf, deploy/static-app.conf, deploy/security-headers.conf beside it). Only the
 * main configuration is this script's own: what Debian's /etc/nginx/nginx.conf says, with paths in a
 * temporary folder, plus a log format and a header naming the API process that answered (`X-Upstream`),
 * so the run can tell which replica served a request or a socket.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startProcess } from './processes.mjs';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'gettext-base'];

const canAccess = (path, mode) => {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
};
const isExecutable = (path) => canAccess(path, constants.X_OK);
const exists = (path) => canAccess(path, constants.R_OK);
const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function missingPieces() {
  const missing = [];
  if (!(process.env.NGINX_PATH || NGINX_CANDIDATES.some(isExecutable))) missing.push('nginx');
  if (!exists(BROTLI_MODULE)) missing.push('libnginx-mod-http-brotli-static');
  if (!onPath('envsubst')) missing.push('gettext-base');
  return missing;
}

/** The nginx binary, installing Debian's packages first when they are missing and this is root on Debian. */
export function findNginx(log) {
  let missing = missingPieces();
  if (missing.length && isRoot() && onPath('apt-get')) {
    log(`installing Debian's ${DEBIAN_PACKAGES.join(', ')} with apt-get (missing: ${missing.join(', ')})`);
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES]]) {
      const result = spawnSync('apt-get', args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
    }
    missing = missingPieces();
  }
  if (missing.length)
    throw new Error(
      `missing ${missing.join(', ')}: install Debian's ${DEBIAN_PACKAGES.join(' ')} (done automatically as root where apt-get exists), or set NGINX_PATH`,
    );
  return process.env.NGINX_PATH || NGINX_CANDIDATES.find(isExecutable);
}

/** The main configuration: Debian's defaults, every path of nginx's own under `dir`. */
function mainConfig(dir) {
  const temp = (name) => join(dir, 'temp', name);
  return `# Written by scripts/deploy for one run; the server configuration is the repository's (default.conf).
${isRoot() ? `user ${userInfo().username};\n` : ''}worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
include /etc/nginx/modules-enabled/*.conf;

events {
  worker_connections 768;
}

http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  gzip on;

  log_format upstreams '$remote_addr "$request" $status upstream=$upstream_addr';
  access_log ${join(dir, 'access.log')} upstreams;
  # Which API process answered: inherited by the /api and /ws locations, which add no header of their own.
  add_header X-Upstream $upstream_addr always;

  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  include default.conf;
}
`;
}

/**
 * Renders the repository's configuration into `dir` for the given API addresses and starts nginx in
 * the foreground as a child (its own process group). Returns the started process.
 */
export function startNginx({ nginx, dir, apiAddresses, patientPort, doctorPort }) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  chmodSync(dir, 0o755);
  for (const file of ['proxy-common.conf', 'static-app.conf', 'security-headers.conf'])
    copyFileSync(join(REPO_ROOT, 'deploy', file), join(dir, file));
  const rendered = spawnSync(
    'sh',
    [
      join(REPO_ROOT, 'deploy/render-nginx.sh'),
      join(REPO_ROOT, 'deploy/nginx.conf.template'),
      join(dir, 'default.conf'),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        API_UPSTREAMS: apiAddresses.join(' '),
        PATIENT_LISTEN: `127.0.0.1:${patientPort}`,
        DOCTOR_LISTEN: `127.0.0.1:${doctorPort}`,
        PATIENT_ROOT: join(REPO_ROOT, 'apps/patient-web/dist'),
        DOCTOR_ROOT: join(REPO_ROOT, 'apps/doctor-web/dist'),
      },
    },
  );
  if (rendered.status !== 0) throw new Error(`deploy/render-nginx.sh failed (exit ${rendered.status})`);
  const main = join(dir, 'nginx.conf');
  writeFileSync(main, mainConfig(dir));
  // Debian's prefix stays (its module configurations name modules/ relative to it); every other path is absolute.
  const args = ['-e', join(dir, 'error.log'), '-c', main];
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  return startProcess('nginx', nginx, [...args, '-g', 'daemon off;'], {});
}
