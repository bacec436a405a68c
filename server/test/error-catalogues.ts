/**
 * Every catalogue of messages the API answers a member with, by its area in
 * the web's `errors` strings (web/src/i18n/<language>/errors.json): the web
 * shows a message in the reader's language by finding it there (issue #40,
 * web/src/app/error-text.ts). error-catalogues.unit.test.ts checks that each
 * message has its English and Tigrinya string, and that every `*_MESSAGES`
 * catalogue of shared/ is named here, so a new server message without a
 * translation fails.
 */
import { ACCOUNT_DELETE_UNCONFIRMED } from '../../shared/account.ts';
import { SEED_MESSAGES } from '../../shared/admin-seed.ts';
import { DISPLAY_NAME_TOO_LONG, EMAIL_REQUIRED, PASSWORD_TOO_SHORT } from '../../shared/auth.ts';
import { BLOCK_MESSAGES } from '../../shared/blocks.ts';
import { CHAT_MESSAGES } from '../../shared/chat.ts';
import { DONATION_AMOUNT_MESSAGE, DONATION_EMAIL_MESSAGE } from '../../shared/donations.ts';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import { FORUM_MESSAGES } from '../../shared/forums.ts';
import { DM_MESSAGES } from '../../shared/inbox.ts';
import { JOB_MESSAGES } from '../../shared/jobs.ts';
import { EXPIRY_MESSAGES } from '../../shared/listing-expiry.ts';
import { DATE_INVALID, LISTING_MESSAGES } from '../../shared/listing-input.ts';
import { REPORT_MESSAGES } from '../../shared/listing-query.ts';
import { MATCH_MESSAGES } from '../../shared/match.ts';
import { MEMBER_CARD_MESSAGES } from '../../shared/member-card.ts';
import { MENTOR_MESSAGES } from '../../shared/mentors.ts';
import { MODERATION_MESSAGES } from '../../shared/moderation.ts';
import { NOTIFICATION_SETTINGS_MESSAGES } from '../../shared/notification-settings.ts';
import { SAVED_SEARCH_MESSAGES } from '../../shared/saved-searches.ts';
import { REPORT_FORM_MESSAGES } from '../../shared/schemas/moderation.ts';
import { PHOTO_MESSAGES } from '../platform/media/photos.ts';

/**
 * A message made with a value (a photo's size limit) is written with its
 * `{{placeholder}}`, as the translations are; the test checks the template
 * against the server's own function.
 */
export const PHOTO_TOO_LARGE_TEMPLATE = 'Each photo must be at most {{mb}} MB.';

export const CATALOGUES: Record<string, Record<string, string>> = {
  common: COMMON_MESSAGES,
  jobs: JOB_MESSAGES,
  notificationSettings: NOTIFICATION_SETTINGS_MESSAGES,
  dm: DM_MESSAGES,
  match: MATCH_MESSAGES,
  chat: CHAT_MESSAGES,
  mentors: MENTOR_MESSAGES,
  moderation: MODERATION_MESSAGES,
  reportForm: REPORT_FORM_MESSAGES,
  report: REPORT_MESSAGES,
  forums: FORUM_MESSAGES,
  listing: { ...LISTING_MESSAGES, dateInvalid: DATE_INVALID },
  blocks: BLOCK_MESSAGES,
  memberCard: MEMBER_CARD_MESSAGES,
  seed: SEED_MESSAGES,
  savedSearches: SAVED_SEARCH_MESSAGES,
  expiry: EXPIRY_MESSAGES,
  photos: {
    notAnImage: PHOTO_MESSAGES.notAnImage,
    tooManyPixels: PHOTO_MESSAGES.tooManyPixels,
    tooLarge: PHOTO_TOO_LARGE_TEMPLATE,
  },
  auth: {
    passwordTooShort: PASSWORD_TOO_SHORT,
    emailRequired: EMAIL_REQUIRED,
    displayNameTooLong: DISPLAY_NAME_TOO_LONG,
  },
  account: { deleteUnconfirmed: ACCOUNT_DELETE_UNCONFIRMED },
  donations: { amount: DONATION_AMOUNT_MESSAGE, email: DONATION_EMAIL_MESSAGE },
};

/** The catalogues by their exported name, for the check that none of shared/ is left out. */
export const NAMED = {
  COMMON_MESSAGES,
  DM_MESSAGES,
  MATCH_MESSAGES,
  CHAT_MESSAGES,
  MENTOR_MESSAGES,
  MODERATION_MESSAGES,
  REPORT_FORM_MESSAGES,
  REPORT_MESSAGES,
  FORUM_MESSAGES,
  LISTING_MESSAGES,
  BLOCK_MESSAGES,
  MEMBER_CARD_MESSAGES,
  SEED_MESSAGES,
  SAVED_SEARCH_MESSAGES,
  EXPIRY_MESSAGES,
  JOB_MESSAGES,
  NOTIFICATION_SETTINGS_MESSAGES,
};
