import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNotes } from '../../db/schema/clients';
import type { Owner } from '../../testing/experts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { insertClients, twoExperts } from './clients-testing';

let t: TestApp;
let ada: TestClient;
let adaOwner: Owner;
let bob: TestClient;
let grace: string;
let alan: string;

beforeAll(async () => {
  t = await createTestApp();
  const experts = await twoExperts(t);
  ({ client: ada, owner: adaOwner } = experts.ada);
  bob = experts.bob.client;
  [grace, alan] = (await insertClients(t, experts.ada.owner, [
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.mil' },
    { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.uk' },
  ])) as [string, string];
});
afterAll(async () => {
  await t.close();
});

const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const list = (...items: unknown[][]) => ({
  type: 'bulletList',
  content: items.map((c) => ({ type: 'listItem', content: c })),
});
const notesOf = async (clientId: string, page = 1) =>
  (await ada.request('GET', `/api/clients/${clientId}/notes?page=${page}`)).body as {
    items: { id: string; content: { content: { content?: { text: string }[] }[] } }[];
    hasMore: boolean;
  };
const firstTexts = (body: Awaited<ReturnType<typeof notesOf>>) =>
  body.items.map((n) => n.content.content[0]?.content?.[0]?.text);
const rowsOf = async (clientId: string) =>
  t.services.deps.database.db.select().from(clientNotes).where(eq(clientNotes.clientId, clientId));

describe('client notes', () => {
  it('creates a note, sanitised, and stores its plain text', async () => {
    const res = await ada.request('POST', `/api/clients/${grace}/notes`, {
      content: doc(
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Goals', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            {
              type: 'text',
              text: 'notes',
              marks: [
                { type: 'link', attrs: { href: 'https://example.com', target: '_blank', onclick: 'x' } },
              ],
            },
          ],
        },
        list([p('one'), list([p('two')])]),
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toEqual(
      doc(
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Goals', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            {
              type: 'text',
              text: 'notes',
              marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
            },
          ],
        },
        list([p('one'), list([p('two')])]),
      ),
    );
    const [row] = await rowsOf(grace);
    expect(row!.contentText).toBe('Goals and notes\none\ntwo');
    expect(row!.content).toEqual(res.body.content);
  });

  it('refuses bad notes with the rule’s message and writes nothing', async () => {
    const before = (await rowsOf(alan)).length;
    const cases: [unknown, string][] = [
      [doc(p('x'.repeat(50_001))), 'Too long, please write a shorter note'],
      [doc(), 'Required'],
      [
        doc(list([p('1'), list([p('2'), list([p('3'), list([p('4')])])])])),
        'Lists can be nested at most 3 levels deep',
      ],
      [
        doc({ type: 'image', attrs: { src: 'https://x/y.png' } }),
        'The formatting could not be read. Please edit the text and try again.',
      ],
      ['<script>alert(1)</script>', 'The formatting could not be read. Please edit the text and try again.'],
      [
        doc({
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        }),
        'Please use a web address (https://…) or an email link (mailto:…)',
      ],
    ];
    for (const [content, message] of cases) {
      const res = await ada.request('POST', `/api/clients/${alan}/notes`, { content });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields).toEqual({ content: message });
    }
    expect((await rowsOf(alan)).length).toBe(before);
    // Exactly 50,000 characters is allowed.
    expect(
      (await ada.request('POST', `/api/clients/${alan}/notes`, { content: doc(p('x'.repeat(50_000))) }))
        .status,
    ).toBe(201);
  });

  it('pages notes by 5, newest first; edits and deletes them', async () => {
    const [many] = await insertClients(t, adaOwner, [
      { firstName: 'Many', lastName: 'Notes', email: 'many-notes@x.io' },
    ]);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ada.request('POST', `/api/clients/${many}/notes`, { content: doc(p(`Note ${i}`)) });
      ids.push(res.body.id);
    }
    const first = await notesOf(many!);
    expect(firstTexts(first)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(first.hasMore).toBe(true);
    expect(firstTexts(await notesOf(many!, 2))).toEqual(['Note 0']);

    const edit = await ada.request('PUT', `/api/clients/${many}/notes/${ids[0]}`, {
      content: doc(p('Edited')),
    });
    expect(edit.status).toBe(200);
    expect(edit.body.content).toEqual(doc(p('Edited')));
    expect(Date.parse(edit.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(edit.body.createdAt));
    const tooLong = await ada.request('PUT', `/api/clients/${many}/notes/${ids[0]}`, {
      content: doc(p('y'.repeat(50_001))),
    });
    expect(tooLong.body.error.message).toBe('Too long, please write a shorter note');
    expect(firstTexts(await notesOf(many!, 2))).toEqual(['Edited']);

    expect((await ada.request('DELETE', `/api/clients/${many}/notes/${ids[5]}`)).status).toBe(204);
    expect(firstTexts(await notesOf(many!))).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Edited']);
    expect((await notesOf(many!)).hasMore).toBe(false);
    expect((await ada.request('DELETE', `/api/clients/${many}/notes/${ids[5]}`)).status).toBe(404);
    // A note is reached only through its own client.
    const other = await ada.request('PUT', `/api/clients/${grace}/notes/${ids[1]}`, {
      content: doc(p('Moved')),
    });
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Note not found');
  });

  it("answers 404 for another expert's client's notes and changes nothing", async () => {
    const [note] = await rowsOf(grace);
    expect((await bob.request('POST', `/api/clients/${grace}/notes`, { content: doc(p('Hi')) })).status).toBe(
      404,
    );
    expect(
      (await bob.request('PUT', `/api/clients/${grace}/notes/${note!.id}`, { content: doc(p('Hi')) })).status,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/clients/${grace}/notes/${note!.id}`)).status).toBe(404);
    expect(await rowsOf(grace)).toEqual([note]);
  });
});
