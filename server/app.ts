/**
 * Builds the Hono application from the feature routers. No listening here:
 * main.ts serves it, tests call `app.request(...)` in-process.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contextStorage } from 'hono/context-storage';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_PHOTOS } from '../shared/constants.ts';
import { COMMON_MESSAGES } from '../shared/errors.ts';
import { accountRoutes } from './features/account/routes.ts';
import { adminSeedRoutes } from './features/admin-seed/routes.ts';
import { authRoutes, wellKnownRoutes } from './features/auth/routes.ts';
import { blockRoutes } from './features/blocks/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { cityRoutes } from './features/cities/routes.ts';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './features/dev/mailbox.ts';
import { devNotifyRoutes } from './features/dev/notify-me.ts';
import { localCheckoutRoutes } from './features/donations/local-checkout-routes.ts';
import { donationRoutes } from './features/donations/routes.ts';
import { favoriteRoutes } from './features/favorites/routes.ts';
import { forumRoutes } from './features/forums/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { inboxRoutes, threadChannelRule } from './features/inbox/routes.ts';
import { registerInboxSubject } from './features/inbox/subjects.ts';
import { jobAdminRoutes } from './features/jobs/routes.ts';
import { listingInboxSubject } from './features/listings/inbox-subject.ts';
import { listingRoutes } from './features/listings/routes.ts';
import { listingShareMeta, metaTags } from './features/listings/share-meta.ts';
import { mapRoutes } from './features/maps/routes.ts';
import { matchRoutes } from './features/match/routes.ts';
import { mentorInboxSubject } from './features/mentors/inbox-subject.ts';
import { mentorRoutes } from './features/mentors/routes.ts';
import { isAdmin } from './features/moderation/policy.ts';
import { moderationAdminRoutes, moderationMeRoutes } from './features/moderation/routes.ts';
import {
  notificationSettingsRoutes,
  unsubscribeRoutes,
} from './features/notification-settings/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { memberRoutes } from './features/people/routes.ts';
import { presenceRoutes } from './features/presence/routes.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import { savedSearchRoutes } from './features/saved-searches/routes.ts';
import { sitemapRoutes } from './features/sitemap/routes.ts';
import { refuseSuspendedMember } from './platform/auth/suspension.ts';
import { compression } from './platform/compression.ts';
import type { AppEnv, Deps } from './platform/context.ts';
import { ApiError, errorBody, handleError } from './platform/errors.ts';
import { loopbackOnly } from './platform/loopback.ts';
import { mediaRoutes } from './platform/media/routes.ts';
import { originCheck } from './platform/origin-check.ts';
import { isLocalPayments } from './platform/payments/index.ts';
import { registerChannelRule } from './platform/realtime/channels.ts';
import { realtimeRoutes } from './platform/realtime/routes.ts';
import { refuseControlCharacters } from './platform/request-guard.ts';
import {
  noStoreForSignedIn,
  PERMISSIONS_POLICY,
  serverPageCsp,
} from './platform/response-headers.ts';
import { createServerRenderer } from './platform/server-render.ts';
import { webAppRoutes } from './platform/web-app.ts';

/** JSON bodies above this are refused with 413; uploads get their own limit. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Each request gets an id (or keeps its proxy's X-Request-Id): every log line
  // written while it is handled carries it (logger.ts), and so does a 500's body.
  app.use('*', requestId());
  app.use('*', contextStorage());
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: PERMISSIONS_POLICY,
      // A route may set its own (the local checkout's Referrer-Policy).
      overwrite: false,
    }),
  );
  app.use('*', serverPageCsp());
  // Text answers go out brotli- or gzip-compressed; built assets come precompressed.
  app.use('*', compression());
  app.onError(handleError(deps.logger));
  // Bad input is a 4xx: no route ever sees a control character in its path or query string.
  app.use('*', refuseControlCharacters());
  // What a signed-in member reads is never cached for anyone else (or on disk).
  app.use('/api/*', noStoreForSignedIn());
  // No cross-site writes: every POST/PUT/PATCH/DELETE below must come from this site's pages.
  app.use('/api/*', originCheck());
  // A change made here shows on the next page this instance draws for a signed-out
  // visitor (listing writes also clear every instance's; the rest, PUBLIC_CACHE_MS at most).
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400)
      deps.drawnPages.clear();
  });
  app.use('/local-checkout/*', originCheck());

  registerFeatureHooks(deps);

  const api = new Hono<AppEnv>();
  const tooLarge = () => {
    throw new ApiError(413, 'payload_too_large', COMMON_MESSAGES.requestTooLarge);
  };
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
  // A listing with its photos: six photos at the per-photo limit, plus the JSON part
  // (a direct message's four photos, issue #41, fit under it too).
  const listingUploadLimit = bodyLimit({
    maxSize: MAX_PHOTOS * deps.config.photoMaxUploadBytes + JSON_BODY_LIMIT_BYTES,
    onError: tooLarge,
  });
  api.use('*', (c, next) =>
    isListingUpload(c.req.path, c.req.header('content-type'))
      ? listingUploadLimit(c, next)
      : jsonLimit(c, next),
  );
  api.route('/health', healthRoutes());
  api.route('/donations', donationRoutes());
  // A suspended member may sign in and out, not change the name others see (issue #39).
  api.use('/auth/update-user', refuseSuspendedMember());
  api.use('/auth/change-email', refuseSuspendedMember());
  api.route('/auth', authRoutes());
  api.route('/profiles', profileRoutes());
  api.route('/account', accountRoutes());
  api.route('/listings', listingRoutes());
  api.route('/favorites', favoriteRoutes());
  api.route('/saved-searches', savedSearchRoutes());
  api.route('/blocks', blockRoutes());
  api.route('/chat', chatRoutes());
  api.route('/forums', forumRoutes());
  api.route('/notifications', notificationRoutes());
  api.route('/notification-settings', notificationSettingsRoutes());
  api.route('/unsubscribe', unsubscribeRoutes());
  api.route('/inbox', inboxRoutes());
  api.route('/mentors', mentorRoutes());
  api.route('/match', matchRoutes());
  api.route('/members', memberRoutes());
  api.route('/admin', adminSeedRoutes());
  api.route('/admin', moderationAdminRoutes());
  api.route('/admin', jobAdminRoutes());
  api.route('/moderation', moderationMeRoutes());
  api.route('/cities', cityRoutes());
  api.route('/presence', presenceRoutes());
  api.route('/maps', mapRoutes());
  api.route(
    '/realtime',
    realtimeRoutes({
      heartbeatMs: deps.config.realtimeHeartbeatMs,
      maxSocketsPerAddress: deps.config.realtimeMaxSocketsPerAddress,
    }),
  );
  if (deps.config.devTools) {
    // The mailbox holds everyone's sign-in links: for a browser on this machine only.
    api.use('/dev/*', loopbackOnly());
    api.route('/dev/mailbox', devMailboxApiRoutes());
    api.route('/dev/notify-me', devNotifyRoutes());
  }
  api.all('*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404),
  );
  app.route('/api', api);

  app.route('/.well-known', wellKnownRoutes());
  app.route('/media', mediaRoutes(deps.media));
  if (deps.config.devTools) {
    app.use('/dev/*', loopbackOnly());
    app.route('/dev/mailbox', devMailboxPageRoutes());
  }
  if (isLocalPayments(deps.payments)) {
    app.route('/local-checkout', localCheckoutRoutes(deps.payments));
  }
  app.route('/', sitemapRoutes());
  app.route(
    '/',
    webAppRoutes(
      deps.config.webDistDir,
      async (path) => {
        const meta = await listingShareMeta(deps.db, deps.config.publicUrl, path);
        return meta ? metaTags(meta) : null;
      },
      createServerRenderer(
        deps.config.ssrDistDir,
        (request, env) => app.fetch(request, env),
        deps.drawnPages,
      ),
    ),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * What features plug into one another, all in one place: realtime channels
 * beyond the platform's own (channels.ts) and the inbox's entry points beyond
 * its own (subjects.ts). Nothing registers itself on import.
 */
function registerFeatureHooks(deps: Deps) {
  // The admins' queue channel: new reports and actions, for ADMIN_EMAILS alone (issue #39).
  registerChannelRule('admin', (user) => isAdmin(deps.config, user));
  registerChannelRule('thread', threadChannelRule);
  registerInboxSubject('listing', listingInboxSubject);
  registerInboxSubject('mentor', mentorInboxSubject);
}

/** Multipart saves of a listing or a match profile carry photos, so they get the larger limit. */
function isListingUpload(path: string, contentType: string | undefined) {
  return (
    (/^\/api\/(listings|mentors)(\/[^/]+)?\/?$/.test(path) ||
      /^\/api\/match\/me\/?$/.test(path) ||
      /^\/api\/inbox\/threads\/[^/]+\/messages\/?$/.test(path)) &&
    !!contentType?.startsWith('multipart/form-data')
  );
}
