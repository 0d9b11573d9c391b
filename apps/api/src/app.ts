import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.js';
import { ConfigError } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { contextPlugin } from './plugins/context.js';
import { auditTrailPlugin } from './plugins/audit-trail.js';
import { errorsPlugin } from './plugins/errors.js';
import { noStorePlugin } from './plugins/no-store.js';
import { queryIntegersPlugin } from './plugins/query-integers.js';
import { requestSerializer } from './plugins/redact.js';
import { sessionPlugin } from './plugins/session.js';
import { staticAppsPlugin } from './plugins/static-apps.js';
import { createLocalEventBus, createPostgresEventBus } from './realtime/event-bus.js';
import { DeliveryQueue } from './realtime/delivery-queue.js';
import { deliver } from './realtime/fanout.js';
import { SocketHub } from './realtime/hub.js';
import { wsRoutes } from './realtime/ws-route.js';
import { databaseAnswers } from './repositories/health.js';
import { clinicalRoutes } from './routes/clinical.js';
import { conversationRoutes } from './routes/conversations.js';
import { doctorRoutes } from './routes/doctors.js';
import { documentRoutes } from './routes/documents.js';
import { messageRoutes } from './routes/messages.js';
import { profileRoutes } from './routes/profiles.js';
import { userRoutes } from './routes/users.js';
import { silentEngine, type ConsultationEngine } from './consultation/contract.js';

export interface BuildOptions {
  /** Pino options (the device-id redaction is always added), or false for silence. */
  logger?: Exclude<FastifyServerOptions['logger'], true> ;
  engine?: ConsultationEngine;
  pingIntervalMs?: number;
}

/** The signing secret: configured, else kept beside the embedded database so sessions survive restarts. */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.databaseUrl) throw new ConfigError('SESSION_SECRET is required when DATABASE_URL is set (every instance must share it)');
  if (config.dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const secret = sessionSecret(config);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, ...(opts.logger ?? {}), serializers: { req: requestSerializer } },
    bodyLimit: 100 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = openDatabase(config, app.log);
  try {
    await migrateToLatest(database.db);
  } catch (err) {
    await database.db.destroy();
    throw err;
  }
  const bus = database.pool ? await createPostgresEventBus(database.pool, app.log) : createLocalEventBus();
  const hub = new SocketHub(opts.pingIntervalMs);
  await app.register(contextPlugin, { config, database, bus, hub, engine: opts.engine ?? silentEngine });
  const deliveries = new DeliveryQueue(
    (event) => deliver(app, event),
    (err) => app.log.error({ err }, 'failed to deliver an event'),
  );
  bus.subscribe((event) => deliveries.push(event));
  // Added before the socket plugin's own preClose (which closes every socket): what is queued goes out first.
  app.addHook('preClose', () => deliveries.drain());

  await app.register(errorsPlugin);
  await app.register(queryIntegersPlugin);
  await app.register(noStorePlugin);
  await app.register(auditTrailPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No <base> element may move where the app's relative addresses point.
        baseUri: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(sessionPlugin, { secret, secure: config.cookieSecure });
  await app.register(rateLimit, { global: false });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Telehealth API', version: '1.0.0', description: 'Patients, AI consultations, doctors and documents.' },
    },
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await databaseAnswers(database.db);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(wsRoutes);
  await app.register(userRoutes);
  await app.register(conversationRoutes);
  await app.register(messageRoutes);
  await app.register(profileRoutes);
  await app.register(documentRoutes);
  await app.register(clinicalRoutes);
  await app.register(doctorRoutes);
  await app.register(staticAppsPlugin, { patientAppDir: config.patientAppDir, doctorAppDir: config.doctorAppDir });
  return app;
}
