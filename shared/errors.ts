/**
 * The server's messages that belong to no one feature's catalogue: the
 * platform's (signed out, refused, too many attempts, an unreadable request)
 * and the few a feature answered with inline. Like every `*_MESSAGES`
 * catalogue of shared/, each has a translation under `errors.<catalogue>.*`
 * (web/src/i18n/*\/errors.json, web/src/app/error-text.ts), checked by
 * server/platform/error-catalogues.unit.test.ts (issue #40: no English left
 * inside the Tigrinya interface).
 */
import { MAX_PHOTOS } from './constants.ts';

export const COMMON_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  requestTooLarge: 'The request is too large.',
  uploadUnreadable: 'The upload could not be read.',
  foreignOrigin:
    'This request came from another site and was refused. Open Habesha Community directly and try again.',
  controlInAddress: 'The address contains invisible control characters. Remove them and try again.',
  returnNotAllowed: 'The return address must be a page of this site.',
  profileNotFound: 'Profile not found.',
  notificationNotFound: 'Notification not found.',
  placeNotFound: 'No map position was found for that place.',
  ownChatReport: 'You cannot report your own message',
  listingNotFound: 'Listing not found',
  listingNotYours: 'Only the owner can change this listing.',
  listingReportsFull:
    'This listing has already been reported many times today. Sign in to report it too.',
  ownListing: 'You cannot save your own listing.',
  photosNotThisListing: 'Some photos do not belong to this listing.',
  photosNotThisProfile: 'Some photos do not belong to this profile.',
  atMostPhotos: `At most ${MAX_PHOTOS} photos`,
} as const;
