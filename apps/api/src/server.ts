import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { answerClientError } from './plugins/client-errors.js';
import { markDoctorOrigin } from './plugins/static-apps.js';
import { createConsultationEngine } from './consultation/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built web apps beside this package, unless configured elsewhere. */
function withAppDirs(config: Config): Config {
  const built = (app: string) => {
    const dir = path.resolve(here, '../../', app, 'dist');
    return existsSync(path.join(dir, 'index.html')) ? dir : null;
  };
  return {
    ...config,
    patientAppDir: config.patientAppDir ? path.resolve(config.patientAppDir) : built('patient-web'),
    doctorAppDir: config.doctorAppDir ? path.resolve(config.doctorAppDir) : built('doctor-web'),
  };
}

async function main() {
  let config: Config;
  try {
    config = withAppDirs(loadConfig());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const pretty = process.stdout.isTTY && config.logLevel !== 'silent';
  // The engine exists before the app; its failures go to the app's log once there is one.
  let log: { error: (obj: unknown, msg: string) => void } = { error: (obj, msg) => console.error(msg, obj) };
  const engine = createConsultationEngine(config, {
    onError: (err) => log.error({ err }, 'consultation turn or model call failed'),
  });
  const app = await buildApp(config, {
    engine,
    logger: {
      level: config.logLevel,
      ...(pretty ? { transport: { target: 'pino-pretty' } } : {}),
    },
  }).catch((err: unknown) => {
    // Secrets and keys are checked as the app is built: a missing or wrong one stops here, named.
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  });

  log = app.log;
  await app.listen({ port: config.patientPort, host: config.host });

  // The doctor origin: a second port into the same app, its requests marked for the doctor app.
  let doctorServer: http.Server | null = null;
  if (config.doctorPort !== null && config.doctorPort !== config.patientPort) {
    doctorServer = http.createServer((req, res) => {
      markDoctorOrigin(req);
      app.server.emit('request', req, res);
    });
    doctorServer.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
    doctorServer.on('clientError', answerClientError);
    await new Promise<void>((resolve, reject) => {
      doctorServer!.once('error', reject);
      doctorServer!.listen(config.doctorPort!, config.host, () => resolve());
    });
    app.log.info(`doctor origin listening on ${config.host}:${config.doctorPort}`);
  }
  app.log.info(
    {
      database: app.database.kind,
      demoMode: config.demoMode,
      patientApp: !!config.patientAppDir,
      doctorApp: !!config.doctorAppDir,
    },
    'telehealth API ready',
  );

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // The app first: it delivers what its sockets have queued, then closes them and the database.
    await app.close();
    if (doctorServer) {
      doctorServer.closeAllConnections();
      await new Promise<void>((resolve) => doctorServer!.close(() => resolve()));
    }
  });
}

void main();
