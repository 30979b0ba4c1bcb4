import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall } from '../testing/admin-requests.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('saved answers on %s', (kind) => {
  const t = useSignedInApp(kind);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    adminCall(t.app, t.cookie, method, url, payload);

  it('saves, lists by title, edits and deletes an answer', async () => {
    const created = await call('POST', '/api/admin/saved-answers', {
      title: 'Refund window',
      body: 'You can ask for a refund within 14 days.',
    });
    expect(created.statusCode).toBe(201);
    await call('POST', '/api/admin/saved-answers', { title: 'API keys', body: 'Trade-only keys.' });
    const listed = (await call('GET', '/api/admin/saved-answers')).json().answers;
    expect(listed.map((answer: { title: string }) => answer.title)).toEqual([
      'API keys',
      'Refund window',
    ]);

    const { id } = created.json();
    const edited = await call('PATCH', `/api/admin/saved-answers/${id}`, {
      body: 'You can ask for a refund within 14 days of buying.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, title: 'Refund window' });
    expect(edited.json().body).toContain('of buying');

    expect((await call('DELETE', `/api/admin/saved-answers/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/saved-answers/${id}`)).statusCode).toBe(404);
    const left = (await call('GET', '/api/admin/saved-answers')).json().answers;
    expect(left).toHaveLength(1);
  });

  it('refuses a second answer with the same title, and empty fields, with a message', async () => {
    await call('POST', '/api/admin/saved-answers', { title: 'Setup', body: 'See the guide.' });
    const again = await call('POST', '/api/admin/saved-answers', { title: 'Setup', body: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A saved answer already has this title. Choose another title.',
    );
    const empty = await call('POST', '/api/admin/saved-answers', { title: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.title).toEqual(['Give the answer a short title.']);
    expect(empty.json().fieldErrors.body).toEqual(['Write the reply before sending it.']);
    const nothing = await call('PATCH', '/api/admin/saved-answers/1', {});
    expect(nothing.statusCode).toBe(400);
  });

  it('answers nothing without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/saved-answers' });
    expect(response.statusCode).toBe(401);
  });
});
