/**
 * What the forum API tests share: a live server with three signed-up members
 * and a signed-out browser, and the posting and reading calls they make.
 */
import { beforeAll, expect } from 'vitest';
import type { ForumReplyDto, ForumTopicDto, ForumTopicReply } from '../../shared/forums.ts';
import { json } from './app.ts';
import { type Member, signedUpMember, TestBrowser } from './auth-client.ts';
import { setupTestDatabase } from './database.ts';
import { liveTestServer } from './live-server.ts';

type ForumPeople = { alice: Member; bob: Member; carol: Member; anonymous: TestBrowser };

/**
 * Call it at the top of a forum test file: its database, live server and
 * `people`, who are signed up before the file's own beforeAll hooks run.
 */
export function forumTestFixture() {
  const database = setupTestDatabase();
  const server = liveTestServer(database);
  const people = {} as ForumPeople;
  beforeAll(async () => {
    people.alice = await signedUpMember(server.app, database.db, 'Alice');
    people.bob = await signedUpMember(server.app, database.db, 'Bob');
    people.carol = await signedUpMember(server.app, database.db, 'Carol');
    people.anonymous = new TestBrowser(server.app);
  });
  return { database, server, people };
}

export async function postTopic(member: Member, fields: Record<string, unknown> = {}) {
  const response = await member.browser.request('/api/forums/topics', {
    json: { board: 'general', city: 'Oakland', title: 'Hello', body: 'First post', ...fields },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ForumTopicDto>(response);
}

export async function postReply(
  member: Member,
  topicId: string,
  body = 'A reply',
  fields: Record<string, unknown> = {},
) {
  const response = await member.browser.request(`/api/forums/topics/${topicId}/replies`, {
    json: { body, ...fields },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ForumReplyDto>(response);
}

export const topicOf = async (browser: TestBrowser, id: string) => {
  const response = await browser.request(`/api/forums/topics/${id}`);
  expect(response.status).toBe(200);
  return json<ForumTopicReply>(response);
};
