import { requestValidation } from './request-validation.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { requirePublicPatientUrl, type Config, type TrustProxy } from './config.js';
import { dataEncryptionKey, sessionSecret } from './kept-secrets.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { checkDataKey, sealPlainColumns } from './db/seal-plain-columns.js';
import { setClinicTimeZone } from './domain/dates.js';
import { textSeal } from './domain/sealed-text.js';
import { contextPlugin } from './plugins/context.js';
import { allowedMethodsPlugin } from './plugins/allowed-methods.js';
import { auditTrailPlugin } from './plugins/audit-trail.js';
import { answerClientError } from './plugins/client-errors.js';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors.js';
import { noStorePlugin } from './plugins/no-store.js';
import { queryIntegersPlugin } from './plugins/query-integers.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { requestOriginPlugin } from './plugins/request-origin.js';
import { REDACTED_LOG_PATHS, requestSerializer } from './plugins/redact.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { staticAppsPlugin } from './plugins/static-apps.js';
import { createEmbeddedEventBus, createPostgresEventBus } from './realtime/event-bus.js';
import type { OutboxOptions } from './realtime/outbox.js';
import { RepeatedMessages } from './realtime/repeated-messages.js';
import { DeliveryQueue } from './realtime/delivery-queue.js';
import { deliver } from './realtime/fanout.js';
import { SocketHub } from './realtime/hub.js';
import { wsRoutes } from './realtime/ws-route.js';
import { databaseAnswers } from './repositories/health.js';
import { clinicRoutes } from './routes/clinic.js';
import { clinicalRoutes } from './routes/clinical.js';
import { conversationRoutes } from './routes/conversations.js';
import { doctorRoutes } from './routes/doctors.js';
import { documentRoutes } from './routes/documents.js';
import { messageRoutes } from './routes/messages.js';
import { operatorRoutes } from './routes/operator.js';
import { profileRoutes } from './routes/profiles.js';
import { sessionRoutes } from './routes/session.js';
import { userRoutes } from './routes/users.js';
import { silentEngine, type ConsultationEngine } from './consultation/contract.js';
import { SessionCache, type SessionCacheOptions } from './use-cases/session-cache.js';
import { TurnConversations } from './use-cases/turn-conversations.js';
import { connectSources } from './plugins/socket-origins.js';

export interface BuildOptions {
  /** Pino options (the device-id and Medicare redactions are always added), or false for silence. */
  logger?: Exclude<FastifyServerOptions['logger'], true>;
  engine?: ConsultationEngine;
  pingIntervalMs?: number;
  /** How long a socket may stay open without registering (30 s unless told). */
  registerWithinMs?: number;
  /** The event outbox's grace and sweep interval (PostgreSQL; 2 s and 3 s unless told). */
  outbox?: OutboxOptions;
  /** The session cache's backstop and size (15 s and 50,000 unless told). */
  sessionCache?: SessionCacheOptions;
}

/** A hop count as Fastify applies it (its types leave numbers out): the first n hops are proxies. */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const secret = sessionSecret(config);
  requirePublicPatientUrl(config);
  setClinicTimeZone(config.clinicTimeZone);
  const columnSeal = textSeal(dataEncryptionKey(config));
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logger ?? {}),
            serializers: { req: requestSerializer },
            redact: REDACTED_LOG_PATHS,
          },
    bodyLimit: 100 * 1024,
    // Only the configured proxies may say who the client is: the address behind limits and audit rows.
    trustProxy: trustProxyOption(config.trustProxy),
    schemaController: requestValidation,
    frameworkErrors: (error, _request, reply) => frameworkErrorReply(error, reply),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // A bodiless call labelled JSON (some clients send every DELETE so; spec §7: "empty body") has no
  // body, rather than failing as empty JSON. Anything else goes to Fastify's own JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API takes JSON only: a body labelled text is a 415 that says so, not a string the schema
  // then calls "body must be object".
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) done(null, undefined);
    else void parseJson(request, text, done);
  });

  const database = openDatabase({ ...config, columnSeal }, app.log);
  try {
    await migrateToLatest(database.db);
    await checkDataKey(database.db);
    await sealPlainColumns(database.db);
  } catch (err) {
    await database.db.destroy();
    throw err;
  }
  const publisher = { db: database.db, idleMinutes: config.session.idleMinutes };
  const hub = new SocketHub(opts.pingIntervalMs);
  const bus = database.pglite
    ? await createEmbeddedEventBus(database.pglite, publisher)
    : await createPostgresEventBus(database.pool!, publisher, app.log, () => hub.closeAllToCatchUp(), {
        connection: { connectionString: config.databaseUrl! },
        options: opts.outbox,
      });
  const sessionCache = new SessionCache(bus, opts.sessionCache);
  // Lost or listening again: what was kept may have missed its events.
  bus.onListeningChange(() => sessionCache.clear());
  await app.register(contextPlugin, {
    config,
    database,
    bus,
    hub,
    engine: opts.engine ?? silentEngine,
    sessionCache,
    turnConversations: new TurnConversations(),
  });
  const deliveries = new DeliveryQueue(
    (event) => deliver(app, event),
    (err) => app.log.error({ err }, 'failed to deliver an event'),
  );
  // A message's event can be heard twice (a resend, an outbox row published again): delivered once.
  const repeated = new RepeatedMessages();
  bus.subscribe((event) => {
    // Heard at once, ahead of any delivery: the next request already reads the session again.
    sessionCache.hear(event);
    if (event.kind === 'doctor_changed') return;
    if (!repeated.seen(event)) deliveries.push(event);
  });
  // Added before the socket plugin's own preClose (which closes every socket): what is queued goes out first.
  app.addHook('preClose', () => deliveries.drain());

  await app.register(errorsPlugin);
  await app.register(allowedMethodsPlugin);
  await app.register(queryIntegersPlugin);
  await app.register(noStorePlugin);
  await app.register(auditTrailPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No <base> element may move where the app's relative addresses point.
        baseUri: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Replaced per Host by connectSources below: the page's own origin and socket, no other.
        connectSrc: ["'self'"],
        // The apps' styles are files; React sets element styles through the CSSOM, which CSP allows.
        styleSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // As frame-ancestors 'none' says, for browsers that read only the older header (helmet's default is SAMEORIGIN).
    xFrameOptions: { action: 'deny' },
    connectSources,
  });
  await app.register(requestOriginPlugin);
  await app.register(sessionPlugin, {
    secret,
    secure: config.cookieSecure,
    maxAgeSeconds: config.session.maxDays * 24 * 60 * 60,
  });
  // Before the routes: every write route gets its limit as it is added.
  await app.register(rateLimitsPlugin, { limits: config.rateLimit, redisUrl: config.redisUrl });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: (error, socket, request) => {
      // A frame the client got wrong (too large, malformed, a bad close code) is the client's doing:
      // noted, not logged as a server failure anyone can repeat into the error log.
      const code = (error as Error & { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_'))
        request.log.info({ code }, 'socket closed: bad frame');
      else request.log.error({ err: error }, 'socket failed');
      socket.terminate();
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Telehealth API',
        version: '1.0.0',
        description: 'Patients, AI consultations, doctors and documents.',
      },
    },
  });
  if (config.apiDocs)
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its policy would let any page of the same origin frame it: no page may, as on every other answer.
      transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
    });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await databaseAnswers(database.db);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(wsRoutes, { registerWithinMs: opts.registerWithinMs });
  await app.register(userRoutes);
  await app.register(conversationRoutes);
  await app.register(messageRoutes);
  await app.register(profileRoutes);
  await app.register(documentRoutes);
  await app.register(clinicRoutes);
  await app.register(clinicalRoutes);
  await app.register(doctorRoutes);
  await app.register(sessionRoutes);
  await app.register(operatorRoutes);
  await app.register(staticAppsPlugin, { patientAppDir: config.patientAppDir, doctorAppDir: config.doctorAppDir });
  return app;
}
